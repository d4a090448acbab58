import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import {
  createBooking,
  createProperty,
  createSessionToken,
  createUser,
  daysFromToday,
} from '../../test/factories.ts';
import { createTestApp, openSecondProcess, type TestApp } from '../../test/test-app.ts';

/** The caches as a deployment runs them: search answers for 5 s, availability read at most once a second. */
const productionCaches: Partial<Config> = { searchCacheTtlMs: 5_000, availabilityRefreshMs: 1_000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: productionCaches, env: { PAYMENTS_MODE: 'sandbox' } });
});
afterAll(() => t.close());

/** A listing booked (unpaid) for one day three days from now, found by its own name. */
async function bookedListing(name: string) {
  const property = await createProperty(t.db, {
    name,
    windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(60) }],
  });
  const guest = await createUser(t.db);
  const booking = await createBooking(t.db, { propertyId: property.id, userId: guest.id, from: 3, to: 3 });
  const token = await createSessionToken(t.db, guest.id, t.app.config.sessionSecret);
  return { property, booking, headers: { authorization: `Bearer ${token}` } };
}

async function inSearch(app: FastifyInstance, id: number, name: string) {
  const search = await app.inject({
    method: 'GET',
    url: `/backend/api/property/search-from-home?search_input=${encodeURIComponent(name)}&start_date=${daysFromToday(3)}&end_date=${daysFromToday(3)}`,
  });
  return (search.json().data.propertyByCityId as Array<{ _id: number }>).some((card) => card._id === id);
}

/** Milliseconds until `app`'s search shows the listing for the freed day; fails after a second. */
async function msUntilShown(app: FastifyInstance, id: number, name: string) {
  const started = performance.now();
  await expect.poll(() => inSearch(app, id, name), { timeout: 1_000, interval: 25 }).toBe(true);
  return performance.now() - started;
}

const cancel = (bookingId: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/backend/api/booking/${bookingId}/cancel`, headers });

describe('the dates a cancellation frees, with the caches of a deployment', () => {
  it('show in search within a second, though the answer without them was reused', async () => {
    const name = 'Sala Appena Liberata';
    const { property, booking, headers } = await bookedListing(name);
    expect(await inSearch(t.app, property.id, name)).toBe(false);
    expect((await cancel(booking.id, headers)).statusCode).toBe(200);
    expect(await msUntilShown(t.app, property.id, name)).toBeLessThan(1_000);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('in another API process on the same PostgreSQL', () => {
  let process2: Awaited<ReturnType<typeof openSecondProcess>>;

  beforeAll(async () => {
    process2 = await openSecondProcess(t);
  });
  afterAll(() => process2?.close());

  it('show in its search within a second of a cancellation made in the first process', async () => {
    const name = 'Sala Liberata Altrove';
    const { property, booking, headers } = await bookedListing(name);
    expect(await inSearch(process2.app, property.id, name)).toBe(false);
    expect((await cancel(booking.id, headers)).statusCode).toBe(200);
    expect(await msUntilShown(process2.app, property.id, name)).toBeLessThan(1_000);
  });
});
