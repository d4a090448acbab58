import { users } from '@scrivania/db/schema';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from './config.ts';
import { demoSeedRefusal, seedIfEmpty } from './seed-if-empty.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs the start-up seed on the test app's empty database with `change` applied to its config. */
async function startUp(change: Partial<Config>) {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  await seedIfEmpty(t.db, { ...t.app.config, ...change }, t.app.files, log);
  return lines.map((line) => JSON.parse(line) as { level: number; msg: string });
}

describe('demo data on start-up', () => {
  it.each([
    [
      'PAYMENTS_MODE is live',
      (config: Config) => ({ payments: { ...config.payments, mode: 'live' as const } }),
    ],
    ['DATABASE_URL is set', () => ({ databaseUrl: 'postgres://u@db:5432/app' })],
    [
      'PUBLIC_URL https://scrivania.example is a public https address; DEMO_SEED=1 seeds the demo accounts there',
      () => ({ publicUrl: 'https://scrivania.example' }),
    ],
  ])('is not seeded into a live deployment (%s), and the log says why', async (reason, change) => {
    const lines = await startUp(change(t.app.config));
    expect(await t.db.select().from(users)).toEqual([]);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: `The database is empty and the demo data was not seeded (${reason}); npm run db:seed seeds it.`,
      }),
    ]);
  });
});

describe('demo data on start-up of a sandbox on the embedded database', () => {
  const sandbox = (change: Partial<Config>) => ({ ...t.app.config, databaseUrl: undefined, ...change });

  it.each(['https://localhost:3443', 'https://127.0.0.1', 'https://[::1]:3443', 'http://scrivania.example'])(
    'may be seeded when PUBLIC_URL is %s',
    (publicUrl) => {
      expect(demoSeedRefusal(sandbox({ publicUrl, demoSeed: false }))).toBeNull();
    },
  );

  // The whole demo data with its photos: half a minute or more when the machine is busy.
  it('is seeded on a public https address with DEMO_SEED=1', { timeout: 120_000 }, async () => {
    // It seeds, so it starts from an empty database of its own.
    const change = { publicUrl: 'https://scrivania.example', demoSeed: true };
    const own = await createTestApp();
    try {
      const lines: string[] = [];
      const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
      await seedIfEmpty(own.db, { ...own.app.config, databaseUrl: undefined, ...change }, own.app.files, log);
      expect((await own.db.select().from(users)).length).toBeGreaterThan(0);
      expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
        expect.stringMatching(/^Demo data seeded: /),
      ]);
    } finally {
      await own.close();
    }
  });
});
