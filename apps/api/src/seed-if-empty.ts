import type { Db } from '@scrivania/db/client';
import type { PhotoSink } from '@scrivania/db/seed/photos';
import { describeDemoSeed, isDatabaseEmpty, seedDemoData } from '@scrivania/db/seed/seed-demo';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { FileStore } from './providers/file-store.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An https address others can reach: a sandbox put on the internet, where published passwords would open accounts. */
function isPublicHttps(publicUrl: string) {
  const url = new URL(publicUrl);
  return url.protocol === 'https:' && !LOCAL_HOSTS.has(url.hostname);
}

/**
 * Why the server must not seed the demo data by itself, or null when it may: its accounts have a
 * published password, so only a sandbox on the embedded database (a fresh install) gets them unasked,
 * and one served on a public https address only when DEMO_SEED=1 asks for them.
 */
export function demoSeedRefusal(
  config: Pick<Config, 'databaseUrl' | 'payments' | 'publicUrl' | 'demoSeed'>,
): string | null {
  if (config.databaseUrl) return 'DATABASE_URL is set';
  if (config.payments.mode === 'live') return 'PAYMENTS_MODE is live';
  if (isPublicHttps(config.publicUrl) && !config.demoSeed)
    return `PUBLIC_URL ${config.publicUrl} is a public https address; DEMO_SEED=1 seeds the demo accounts there`;
  return null;
}

/** The demo photos go where the server keeps its images, so that every process serves them. */
export function seedPhotosIn(files: FileStore): PhotoSink {
  return {
    exists: (fileName) => files.exists('images', fileName),
    put: (fileName, data) => files.put('images', fileName, data),
  };
}

/** Seeds the demo data into an empty database on start-up, when that is allowed; says what it did. */
export async function seedIfEmpty(db: Db, config: Config, files: FileStore, log: FastifyBaseLogger) {
  if (!(await isDatabaseEmpty(db))) return;
  const refusal = demoSeedRefusal(config);
  if (refusal) {
    log.warn(
      `The database is empty and the demo data was not seeded (${refusal}); npm run db:seed seeds it.`,
    );
    return;
  }
  const started = performance.now();
  const summary = await seedDemoData(db, { photos: seedPhotosIn(files) });
  log.info({ ms: Math.round(performance.now() - started) }, describeDemoSeed(summary));
}
