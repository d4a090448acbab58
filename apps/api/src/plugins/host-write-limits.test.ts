import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createCategory, createCity } from '../test/factories.ts';
import { createSignedInHost } from '../test/host-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let listing: { category_id: number; city_id: number };
beforeAll(async () => {
  t = await createTestApp({
    config: {
      hostWriteLimits: {
        writesPerHost: { max: 4, windowMs: 60_000 },
        newListingsPerHost: { max: 2, windowMs: 24 * 3600_000 },
      },
    },
  });
  listing = { category_id: (await createCategory(t.db)).id, city_id: (await createCity(t.db)).id };
});
afterAll(() => t.close());

type Host = Awaited<ReturnType<typeof createSignedInHost>>;
const call = (
  host: Host,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  payload?: Record<string, unknown>,
  app = t.app,
) =>
  app.inject({
    method,
    url: `/backend/api/host/${path}`,
    headers: host.headers,
    ...(payload ? { payload } : {}),
  });

describe('host writes', () => {
  it('refuses a host past its writes a minute, with when to retry; reads and other hosts go on', async () => {
    const host = await createSignedInHost(t);
    const other = await createSignedInHost(t);
    const created = await call(host, 'POST', 'properties', { property_name: 'Studio', ...listing });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id as number;
    expect((await call(host, 'PATCH', `properties/${id}`, { address: 'Via Po 1' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await call(host, 'GET', `properties/${id}`)).statusCode).toBe(200);
    // Every write under host/ counts, the bookings' answers too, whatever it answers.
    expect((await call(host, 'POST', 'bookings/999999/accept')).statusCode).toBe(404);
    expect((await call(host, 'PATCH', `properties/${id}`, { address: 'Via Po 2' })).statusCode).toBe(200);

    const refused = await call(host, 'PATCH', `properties/${id}`, { address: 'Via Po 3' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Hai fatto troppe modifiche in poco tempo. Attendi un minuto e riprova.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await call(host, 'GET', `properties/${id}`)).json().data.address).toBe('Via Po 2');
    expect((await call(other, 'POST', 'properties', { property_name: 'Altro', ...listing })).statusCode).toBe(
      201,
    );
  });

  it('refuses a third new listing in a day, in every process sharing the database', async () => {
    const host = await createSignedInHost(t);
    const other = await buildApp({ config: t.app.config, db: t.db, mailer: t.app.mailer, logger: false });
    try {
      expect((await call(host, 'POST', 'properties', { property_name: 'Uno', ...listing })).statusCode).toBe(
        201,
      );
      // A form sent back with a mistake is not a listing.
      expect((await call(host, 'POST', 'properties', { property_name: '', ...listing })).statusCode).toBe(
        400,
      );
      const second = await call(host, 'POST', 'properties', { property_name: 'Due', ...listing }, other);
      expect(second.statusCode).toBe(201);

      const refused = await call(host, 'POST', 'properties', { property_name: 'Tre', ...listing }, other);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Hai creato troppi annunci oggi. Potrai crearne altri domani.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      expect((await call(host, 'POST', 'properties', { property_name: 'Tre', ...listing })).statusCode).toBe(
        429,
      );
      expect((await call(host, 'GET', 'properties')).json().data).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});
