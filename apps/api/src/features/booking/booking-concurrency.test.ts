import { bookings } from '@scrivania/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, createBookableProperty, storeAtOnce } from '../../test/booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ATTEMPTS = 50;

/** Fires every booking at once, each by another guest, and counts the answers by status code. */
async function fireAtOnce(propertyId: number, guests: number) {
  const started = performance.now();
  const responses = await storeAtOnce(t.app, ATTEMPTS, bookingPayload(propertyId, { guests }));
  const elapsedMs = performance.now() - started;
  const byStatus: Record<number, number> = {};
  for (const response of responses) byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
  const refusals = new Set(responses.filter((r) => r.statusCode === 409).map((r) => r.json().message));
  const held = await t.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.propertyId, propertyId), inArray(bookings.status, ['pending'])));
  return { byStatus, refusals, held: held.length, elapsedMs };
}

describe(`${ATTEMPTS} simultaneous bookings of the same dates`, () => {
  it('let exactly one take a whole space; the rest get a clear 409, none a 500', async () => {
    const property = await createBookableProperty(t.db);
    const result = await fireAtOnce(property.id, 1);
    expect(result.byStatus).toEqual({ 200: 1, 409: ATTEMPTS - 1 });
    expect([...result.refusals]).toEqual(['La struttura non è disponibile per le date selezionate.']);
    expect(result.held).toBe(1);
    expect(result.elapsedMs).toBeLessThan(10_000);
  });

  it('let exactly as many take a shared space as it has seats', async () => {
    const property = await createBookableProperty(t.db, { occupancy: 'shared', seats: 7, noOfGuest: 7 });
    const result = await fireAtOnce(property.id, 2);
    // Seven seats and two guests each: three bookings fit, a fourth would need eight seats.
    expect(result.byStatus).toEqual({ 200: 3, 409: ATTEMPTS - 3 });
    expect(result.held).toBe(3);
    expect(result.elapsedMs).toBeLessThan(10_000);
  });
});
