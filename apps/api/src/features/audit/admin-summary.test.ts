import { payments, refunds } from '@scrivania/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../test/admin-fixtures.ts';
import { createBooking, insertOne } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * 23:30 in Rome on 31 March 2026, two days after the clocks went forward: the day began at 22:00 UTC
 * the evening before, the month at 23:00 UTC on 28 February (winter time).
 */
const NOW = new Date('2026-03-31T21:30:00Z');
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  headers = (await createSignedInAdmin(t)).headers;
});
afterAll(() => t?.close());

const summary = async () => {
  const answer = await t.app.inject({ method: 'GET', url: '/backend/api/admin/summary', headers });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};

async function payment(status: 'succeeded' | 'failed' | 'refused' | 'pending', at: string, amountCents = 0) {
  const booking = await createBooking(t.db, { status: status === 'succeeded' ? 'booked' : 'pending' });
  const row = await insertOne(t.db, payments, {
    bookingId: booking.id,
    provider: 'card_sandbox',
    providerRef: `pay-${booking.id}`,
    amountCents,
    status,
    createdAt: new Date(at),
    updatedAt: new Date(at),
  });
  return { booking, payment: row };
}

async function refund(status: 'pending' | 'succeeded' | 'failed') {
  const { booking, payment: paid } = await payment('succeeded', '2025-12-01T10:00:00Z', 5000);
  await insertOne(t.db, refunds, {
    bookingId: booking.id,
    paymentId: paid.id,
    method: 'card_sandbox',
    amountCents: 1000,
    status,
    idempotencyKey: `refund-${paid.id}`,
    initiator: 'operator',
  });
}

describe('the console front page’s business figures', () => {
  it('counts paid bookings, revenue and failed payments of the Rome day and month, refunds pending or failed and requests waiting', async () => {
    const before = await summary();
    expect(before).toMatchObject({
      today: { paid_bookings: 0, revenue_cents: 0, failed_payments: 0 },
      month: { paid_bookings: 0, revenue_cents: 0, failed_payments: 0 },
      pending_refunds: 0,
      failed_refunds: 0,
      waiting_requests: 0,
    });

    await payment('succeeded', '2026-03-30T22:00:00Z', 1000); // the first instant of the day
    await payment('succeeded', '2026-03-30T21:59:59Z', 2000); // yesterday, this month
    await payment('succeeded', '2026-02-28T23:00:00Z', 4000); // the first instant of the month
    await payment('succeeded', '2026-02-28T22:59:59Z', 8000); // last month
    await payment('failed', '2026-03-31T10:00:00Z');
    await payment('refused', '2026-03-15T10:00:00Z');
    await payment('pending', '2026-03-31T10:00:00Z');
    await refund('pending');
    await refund('pending');
    await refund('failed');
    await refund('succeeded');
    await createBooking(t.db, { status: 'requested' });
    await createBooking(t.db, { status: 'declined' });

    expect(await summary()).toEqual({
      pending_testimonials: before.pending_testimonials,
      hidden_reviews: before.hidden_reviews,
      open_contact_requests: before.open_contact_requests,
      today: { paid_bookings: 1, revenue_cents: 1000, failed_payments: 1 },
      month: { paid_bookings: 3, revenue_cents: 7000, failed_payments: 2 },
      pending_refunds: 2,
      failed_refunds: 1,
      waiting_requests: 1,
    });
  });
});
