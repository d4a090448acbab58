import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { newVisitor, registerViaApi, signInViaApi, verifyViaApi } from './accounts.ts';
import { demoProperties } from './fixtures.ts';

/** The date `days` after today in Rome, where the listings are: the server's idea of today. */
export const dayFromToday = (days: number) => {
  const rome = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const date = new Date(`${rome}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * A freshly registered visitor with a verified address (paying by bank transfer needs one), signed
 * in, with the session's token.
 */
export async function signedInVisitor(page: Page) {
  const user = newVisitor();
  await registerViaApi(page, user);
  await verifyViaApi(page, user.email);
  const token = await signInViaApi(page, user.email, user.password);
  return { ...user, token };
}

/** What the checkout sends to POST booking/store for one day (SPEC section 3 payload); the server prices it. */
export const oneDayBookingBody = (propertyId: number, day: string, email: string) => ({
  property_id: propertyId,
  start_date: day,
  end_date: day,
  property_amount: 0,
  discount_amount: 0,
  service_id: '',
  total_amount: 0,
  coupon_id: '',
  coupon_amount: 0,
  tax_id: '',
  total_tax: 0,
  first_name: 'Mario',
  last_name: 'Rossi',
  company_name: '',
  email,
  mobile_no: '3331234567',
  address: 'Via Roma 1',
  state: 'Milano',
  country: 'MI',
  pec: '',
  sdi: '',
  tax_id_code: '',
  final_total: 0,
  guests: 1,
  extra_service: { special_request: '', selected_services: [] },
});

/** A booking made through the API for a journey, with the listing and day it holds. */
export interface BookedDay {
  id: number;
  propertyId: number;
  propertyName: string;
  day: string;
}

/**
 * Books through the API, as `guest`, the first listing whose property answer `fits` and the first of
 * `days` it is free on, for journeys that need a booking but are not about checkout. The listings are
 * the demo ones unless given.
 */
export async function bookFreeListing(
  request: APIRequestContext,
  guest: { token: string; email: string },
  days: readonly string[],
  fits: (detail: { cancellation_policy: string; booking_mode: string }) => boolean,
  listings?: readonly { _id: number; property_name: string }[],
): Promise<BookedDay> {
  for (const property of listings ?? (await demoProperties(request))) {
    const detail = await (await request.get(`/backend/api/property/${property._id}`)).json();
    if (!fits(detail.data)) continue;
    for (const day of days) {
      const stored = await request.post('/backend/api/booking/store', {
        headers: { authorization: `Bearer ${guest.token}` },
        data: oneDayBookingBody(property._id, day, guest.email),
      });
      if (stored.ok())
        return {
          id: ((await stored.json()) as { booking: { _id: number } }).booking._id,
          propertyId: property._id,
          propertyName: property.property_name,
          day,
        };
    }
  }
  throw new Error(`no fitting listing free on ${days.join(', ')}`);
}

/** The guest pays the booking by card on the payment page, in euro as order history writes it. */
export async function payByCard(
  page: Page,
  guest: { token: string },
  booking: { id: number },
): Promise<string> {
  await page.goto(`/Payment?bookingId=${booking.id}`);
  await page.getByRole('radio', { name: 'Stripe' }).check();
  await page.getByLabel('Numero carta').fill('4242 4242 4242 4242');
  await page.getByLabel('Scadenza').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Paga ora' }).click();
  await expect(page).toHaveURL(/\/PaymentSuccess$/);
  const details = await (
    await page.request.get(`/backend/api/booking/details/${booking.id}`, {
      headers: { authorization: `Bearer ${guest.token}` },
    })
  ).json();
  const paid = (details.data.payable_amount_cents as number) / 100;
  return new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(paid);
}
