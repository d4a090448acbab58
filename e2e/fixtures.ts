import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import type { PropertyListResponse } from '@scrivania/core/catalog/schemas';
import { readableMail } from '../apps/api/src/test/mail-text.ts';

/** Mails the server under test has written to its outbox, oldest first, quoted-printable decoded. */
export async function readOutbox(): Promise<string[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir)).sort();
  const raw = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  return raw.map(readableMail);
}

/** Reads an API answer the way the browser does, to know what a screen must show. */
export async function apiData<T>(request: APIRequestContext, apiPath: string): Promise<T> {
  const response = await request.get(`/backend/api/${apiPath}`);
  expect(response.ok(), `GET ${apiPath}`).toBe(true);
  return (await response.json()) as T;
}

/** Names the back-office journeys give the listings they publish (one is booked only on request). */
const JOURNEY_LISTING = /^(Sala su richiesta|Studio Aurora) /;

/** The seeded demo properties of the explore list, leaving out those the back-office journeys publish meanwhile. */
export async function demoProperties(request: APIRequestContext) {
  const list = await apiData<PropertyListResponse>(request, 'explore-property');
  return list.data.filter((property) => !JOURNEY_LISTING.test(property.property_name));
}

/** A demo property by its place in the explore list, as the explore page shows it. */
export async function demoProperty(request: APIRequestContext, index = 0) {
  const property = (await demoProperties(request))[index];
  if (!property) throw new Error(`no property at ${index}`);
  return property;
}

export const COMPANY_SUFFIX = ' | Scrivania';

/** The calendar day `days` from today in Rome, as the booking routes take it. */
export const dayFromToday = (days: number) => {
  const rome = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const date = new Date(`${rome}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The checkout's body for one day of a listing; the server prices it. */
export const bookingBody = (propertyId: number, day: string, email: string) => ({
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

/**
 * Books through the API the first demo listing whose property answer `fits` and that is free on
 * `day`, for journeys that need a booking but are not about checkout.
 */
export async function bookFreeListing(
  request: APIRequestContext,
  guest: { token: string; email: string },
  day: string,
  fits: (detail: { cancellation_policy: string; booking_mode: string }) => boolean,
) {
  for (const property of await demoProperties(request)) {
    const detail = await (await request.get(`/backend/api/property/${property._id}`)).json();
    if (!fits(detail.data)) continue;
    const stored = await request.post('/backend/api/booking/store', {
      headers: { authorization: `Bearer ${guest.token}` },
      data: bookingBody(property._id, day, guest.email),
    });
    if (stored.ok())
      return {
        id: ((await stored.json()) as { booking: { _id: number } }).booking._id,
        propertyId: property._id,
        propertyName: property.property_name,
      };
  }
  throw new Error(`no fitting listing free on ${day}`);
}
