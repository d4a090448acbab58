import { contactInquiries, rateLimits } from '@scrivania/db/schema';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createRateLimiter } from '../lib/rate-limiter.ts';
import { validInquiry } from '../test/contact-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const TWO_AN_HOUR = { max: 2, windowMs: 3600_000 };
const testimonial = {
  title: 'Servizio ottimo',
  short_desc: 'Mi sono trovato benissimo.',
  name: 'Paolo',
  star_rating: 5,
  email: 'paolo@example.com',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { writeLimits: { contactPerAddress: TWO_AN_HOUR, testimonialPerAddress: TWO_AN_HOUR } },
  });
});
afterAll(() => t.close());

const post = (app: FastifyInstance, url: string, payload: object, remoteAddress: string) =>
  app.inject({ method: 'POST', url: `/backend/api/${url}`, payload, remoteAddress });

describe('writes anyone may make without an account', () => {
  it.each([
    ['contact-us', validInquiry],
    ['testimonial/store', testimonial],
  ])(
    '%s: refuses the third from one address with the Italian 429, other addresses still write',
    async (url, payload) => {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(t.app, url, payload, '10.60.0.1')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await post(t.app, url, payload, '10.60.0.1');
      expect(refused.json()).toEqual({
        success: false,
        message: 'Troppe richieste. Riprova tra qualche minuto.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect((await post(t.app, url, payload, '10.60.0.2')).statusCode).toBe(200);
    },
  );

  it('counts in the database, so a second process sharing it refuses what the first allowed', async () => {
    const other = await buildApp({ config: t.app.config, db: t.db, mailer: t.app.mailer, logger: false });
    try {
      const stored = async () => (await t.db.select({ n: count() }).from(contactInquiries))[0]?.n ?? 0;
      expect((await post(t.app, 'contact-us', validInquiry, '10.60.0.3')).statusCode).toBe(200);
      expect((await post(other, 'contact-us', validInquiry, '10.60.0.3')).statusCode).toBe(200);
      const before = await stored();
      expect((await post(other, 'contact-us', validInquiry, '10.60.0.3')).statusCode).toBe(429);
      expect((await post(t.app, 'contact-us', validInquiry, '10.60.0.3')).statusCode).toBe(429);
      expect(await stored()).toBe(before);
    } finally {
      await other.close();
    }
  });
});

describe('old counters', () => {
  it('are dropped once their window is over a day old; live ones stay', async () => {
    const now = Date.now();
    await t.db.insert(rateLimits).values([
      { key: 'vecchio:ip:10.70.0.1', windowStart: new Date(now - 25 * 3600_000), count: 3 },
      { key: 'recente:ip:10.70.0.1', windowStart: new Date(now - 3600_000), count: 3 },
    ]);
    await createRateLimiter(t.db).prune();
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('recente:ip:10.70.0.1');
    expect(keys).not.toContain('vecchio:ip:10.70.0.1');
  });
});
