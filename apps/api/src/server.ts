import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate } from '@scrivania/db/migrate';
import { SESSION_SECRET_NAME, storedSecret } from '@scrivania/db/stored-secrets';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, checkConfig, dbTargetFromConfig, loadConfig, loadStorageConfig } from './config.ts';
import { createPgliteNotifier, createPgNotifier } from './features/chat/chat-notifier.ts';
import { createGraphileJobs } from './lib/jobs/graphile-jobs.ts';
import { openDatabaseOrExit } from './open-database.ts';
import { createMailer } from './providers/mail.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

const SHUTDOWN_GRACE_MS = 10_000;
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const webServerEntry = fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url));

async function main() {
  // This is the product's server: the libraries it loads from here on (React, rendering pages) run
  // their production builds unless the environment says otherwise.
  process.env.NODE_ENV ??= 'production';
  const loadOrExit = <T>(load: () => T): T => {
    try {
      return load();
    } catch (error) {
      if (error instanceof ConfigError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  };
  // The whole environment is checked before anything is opened or written.
  const storage = loadOrExit(() => {
    checkConfig(process.env);
    return loadStorageConfig(process.env);
  });

  const db = await openDatabaseOrExit(dbTargetFromConfig(storage));
  await migrate(db);
  // On PostgreSQL every process signs with one secret: SESSION_SECRET, or the one the database keeps.
  const storedSessionSecret =
    storage.databaseUrl && !process.env.SESSION_SECRET?.trim()
      ? await storedSecret(db.db, SESSION_SECRET_NAME)
      : undefined;
  const config = loadOrExit(() =>
    loadConfig(process.env, {
      ...(existsSync(webDist) && { webDistDir: webDist }),
      ...(existsSync(webServerEntry) && { webServerEntry }),
      ...(storedSessionSecret !== undefined && { storedSessionSecret }),
    }),
  );
  // Several processes may share one PostgreSQL: chat and public changes reach them all through
  // LISTEN/NOTIFY; on the embedded database the triggers' notices come through PGlite's own LISTEN.
  const { databaseUrl } = config;
  const { pglite } = db;
  const chatNotifier = databaseUrl
    ? (log: FastifyBaseLogger) => createPgNotifier({ url: databaseUrl, db: db.db, log })
    : pglite
      ? (log: FastifyBaseLogger) => createPgliteNotifier(pglite, log)
      : undefined;
  const jobs = databaseUrl
    ? (log: FastifyBaseLogger) => createGraphileJobs({ url: databaseUrl, log })
    : undefined;
  const app = await buildApp({
    config,
    db: db.db,
    mailer: createMailer(config),
    chatNotifier,
    jobs,
    poolStats: db.poolStats,
  });
  app.addHook('onClose', async () => {
    await db.close();
  });
  // A new sandbox install on the embedded database is seeded so it shows a living site; any other
  // deployment says why it was not.
  await seedIfEmpty(db.db, config, app.files, app.log);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

await main();
