import type { Db } from '@scrivania/db/client';
import { isDatabaseEmpty, seedDemoData } from '@scrivania/db/seed/seed-demo';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';

export async function seedIfEmpty(db: Db, config: Config, log: FastifyBaseLogger) {
  if (!(await isDatabaseEmpty(db))) return;
  const started = performance.now();
  await seedDemoData(db, { imagesDir: config.imagesDir });
  log.info({ ms: Math.round(performance.now() - started) }, 'demo data seeded');
}
