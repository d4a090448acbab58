import { cancellationRules } from '@scrivania/core/booking/cancellation';
import { messages } from '@scrivania/core/messages.it';
import { refunds } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, createBookableProperty } from '../../test/booking-fixtures.ts';
import { daysFromToday } from '../../test/factories.ts';
import { createSignedInHost } from '../../test/host-fixtures.ts';
import { createSignedInUser } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENTS_MODE: 'sandbox' } });
});
afterAll(() => t.close());

const OK_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const policyLine = (policy: keyof typeof cancellationRules) =>
  `${messages.booking.cancellation.policyTitle}: ${messages.booking.cancellation.policyRules[policy]}`;

/** A published 'flessibile' listing its host can edit (publishing needs a photo). */
const listing = (hostId: number) =>
  createBookableProperty(t.db, { hostId, cancellationPolicy: 'flessibile', images: ['sala.jpg'] });

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: `/backend/api/${url}`, headers, ...(payload ? { payload } : {}) });

async function bookAndPay(propertyId: number, headers: Record<string, string>, from: number) {
  const stored = await call(
    'POST',
    'booking/store',
    headers,
    bookingPayload(propertyId, { start_date: daysFromToday(from), end_date: daysFromToday(from) }),
  );
  expect(stored.statusCode, stored.body).toBe(200);
  const booking = stored.json().booking as { _id: number; booking_no: string; payable_amount: number };
  const paid = await call('POST', 'payment/card-sandbox', headers, {
    booking_id: booking._id,
    amount: booking.payable_amount,
    ...OK_CARD,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return booking;
}

describe('a booking keeps the cancellation terms it was sold under (decision 071)', () => {
  it("refunds under the policy it was paid under after the host switches the listing from 'flessibile' to 'rigida'", async () => {
    const host = await createSignedInHost(t);
    const property = await listing(host.id);
    const guest = await createSignedInUser(t.app);
    const booking = await bookAndPay(property.id, guest.headers, 10);

    const switched = await call('PATCH', `host/properties/${property.id}`, host.headers, {
      cancellation_policy: 'rigida',
    });
    expect(switched.statusCode, switched.body).toBe(200);
    // The checkout of a new booking shows what it would keep: the listing's policy now.
    const checkout = (await call('GET', `booking/property/${property.id}`, {})).json().data;
    expect(checkout.cancellation_policy).toBe('rigida');

    const quote = (await call('GET', `booking/${booking._id}/cancellation`, guest.headers)).json().data;
    const paidCents = quote.paid_amount_cents as number;
    expect(paidCents).toBeGreaterThan(0);
    expect(quote).toMatchObject({
      cancellable: true,
      policy: 'flessibile',
      percent: 100,
      refund_amount_cents: paidCents,
    });
    // 'flessibile' has one deadline, 00:00 of the day before; 'rigida''s would be 7 days before.
    expect(quote.deadlines).toEqual([{ until: expect.any(String), percent: 100 }]);
    expect(new Date(quote.deadlines[0].until).getTime()).toBeGreaterThan(Date.now() + 8 * 86_400_000);

    const details = (await call('GET', `booking/details/${booking._id}`, guest.headers)).json().data;
    expect(details).toMatchObject({
      cancellation_policy: 'flessibile',
      cancellation_rule: cancellationRules.flessibile,
    });

    const cancelled = await call('POST', `booking/${booking._id}/cancel`, guest.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ refund_amount_cents: paidCents });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.bookingId, booking._id));
    expect(refund).toMatchObject({ amountCents: paidCents, status: 'succeeded', initiator: 'guest' });

    const paidMail = (await t.outbox()).find((mail) =>
      mail.includes(`Prenotazione ${booking.booking_no} confermata`),
    );
    expect(paidMail).toContain(policyLine('flessibile'));
  });

  it('gives a booking made after the change the new policy, and its refund follows it', async () => {
    const host = await createSignedInHost(t);
    const property = await listing(host.id);
    const switched = await call('PATCH', `host/properties/${property.id}`, host.headers, {
      cancellation_policy: 'rigida',
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const guest = await createSignedInUser(t.app);
    const booking = await bookAndPay(property.id, guest.headers, 10);

    const quote = (await call('GET', `booking/${booking._id}/cancellation`, guest.headers)).json().data;
    expect(quote).toMatchObject({
      policy: 'rigida',
      percent: 50,
      refund_amount_cents: Math.floor(quote.paid_amount_cents / 2),
    });
    const details = (await call('GET', `booking/details/${booking._id}`, guest.headers)).json().data;
    expect(details).toMatchObject({
      cancellation_policy: 'rigida',
      cancellation_rule: cancellationRules.rigida,
    });
    const paidMail = (await t.outbox()).find((mail) =>
      mail.includes(`Prenotazione ${booking.booking_no} confermata`),
    );
    expect(paidMail).toContain(policyLine('rigida'));
  });

  it("refunds everything left when the host cancels, whatever the listing's policy became", async () => {
    const host = await createSignedInHost(t);
    const property = await listing(host.id);
    const guest = await createSignedInUser(t.app);
    // 2 days ahead: under 'rigida' it could no longer be cancelled for money, under 'flessibile' it can.
    const booking = await bookAndPay(property.id, guest.headers, 2);
    await call('PATCH', `host/properties/${property.id}`, host.headers, { cancellation_policy: 'rigida' });
    const quote = (await call('GET', `booking/${booking._id}/cancellation`, guest.headers)).json().data;
    expect(quote).toMatchObject({ policy: 'flessibile', percent: 100 });

    const cancelled = await call('POST', `host/bookings/${booking._id}/cancel`, host.headers, {
      reason: 'Guasto all’impianto elettrico.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.bookingId, booking._id));
    expect(refund).toMatchObject({ amountCents: quote.paid_amount_cents, initiator: 'host' });
  });
});
