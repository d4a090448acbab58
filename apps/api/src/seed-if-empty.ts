import type { Db } from '@scrivania/db/client';
import { describeDemoSeed, isDatabaseEmpty, seedDemoData } from '@scrivania/db/seed/seed-demo';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';

/**
 * Why the server must not seed the demo data by itself, or null when it may: its accounts have a
 * published password, so only a sandbox on the embedded database (a fresh install) gets them unasked.
 */
export function demoSeedRefusal(config: Pick<Config, 'databaseUrl' | 'payments'>): string | null {
  if (config.databaseUrl) return 'DATABASE_URL is set';
  if (config.payments.mode === 'live') return 'PAYMENTS_MODE is live';
  return null;
}

/** Seeds the demo data into an empty database on start-up, when that is allowed; says what it did. */
export async function seedIfEmpty(db: Db, config: Config, log: FastifyBaseLogger) {
  if (!(await isDatabaseEmpty(db))) return;
  const refusal = demoSeedRefusal(config);
  if (refusal) {
    log.warn(
      `The database is empty and the demo data was not seeded (${refusal}); npm run db:seed seeds it.`,
    );
    return;
  }
  const started = performance.now();
  const summary = await seedDemoData(db, { imagesDir: config.imagesDir });
  log.info({ ms: Math.round(performance.now() - started) }, describeDemoSeed(summary));
}
