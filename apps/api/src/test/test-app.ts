import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Db, type DbHandle, openDb } from '@scrivania/db/client';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.ts';
import { type AuthLimits, type Config, loadConfig } from '../config.ts';
import { createPgliteNotifier, createPgNotifier } from '../features/chat/chat-notifier.ts';
import type { Clock } from '../lib/clock.ts';
import { createGraphileJobs } from '../lib/jobs/graphile-jobs.ts';
import { createMailer, type Mailer } from '../providers/mail.ts';
import { databaseUrl } from './global-setup.ts';
import { readableMail } from './mail-text.ts';
import { withAdminDatabase } from './postgres-admin.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  /** The PostgreSQL database of this app, when the tests run on a server (TEST_DATABASE_URL). */
  databaseUrl: string | undefined;
  /**
   * Mails written to the outbox once the queue is drained, oldest first, quoted-printable decoded;
   * `drain: false` reads it as it is, for an app whose queue has stopped.
   */
  outbox(options?: { drain?: boolean }): Promise<string[]>;
  /** The JSON log lines written so far (only with `captureLogs`; otherwise the app is silent). */
  logs(): string[];
  close(): Promise<void>;
}

/** A fresh, migrated database: PGlite by default, a copy of the template on TEST_DATABASE_URL when set. */
async function openFreshDatabase(): Promise<{ handle: DbHandle; url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = await readFile(inject('pgliteDumpPath'));
    const handle = await openDb({ kind: 'pglite', loadDataDir: new Blob([dump]) });
    return { handle, drop: async () => {} };
  }
  const name = `scrivania_test_${randomBytes(6).toString('hex')}`;
  await withAdminDatabase(serverUrl, (admin) =>
    admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`),
  );
  const url = databaseUrl(serverUrl, name);
  const handle = await openDb({ kind: 'postgres', url, maxConnections: 20 });
  return {
    handle,
    url,
    drop: () =>
      withAdminDatabase(serverUrl, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
  };
}

/**
 * Another API process on the PostgreSQL database of `t`: its own pool, notifier (LISTEN/NOTIFY) and
 * caches, with `t`'s configuration.
 */
export async function openSecondProcess(
  t: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const url = t.databaseUrl;
  if (!url) throw new Error('a second process needs the tests to run on PostgreSQL');
  const handle = await openDb({ kind: 'postgres', url });
  const config = t.app.config;
  const app = await buildApp({
    config,
    db: handle.db,
    mailer: createMailer(config),
    logger: false,
    chatNotifier: (log) => createPgNotifier({ url, db: handle.db, log }),
    poolStats: handle.poolStats,
    jobs: (log) => createGraphileJobs({ url, log }),
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * The queue the server would work on this database: another app built on `t`'s database with it
 * shares `t`'s jobs, so `t.outbox()` drains what that app queued too.
 */
export function queueFor(url: string | undefined): AppDeps['jobs'] {
  return url ? (log) => createGraphileJobs({ url, log }) : undefined;
}

/** The notifier the server would open on this database (decision 090). */
function notifierFor(handle: DbHandle, url: string | undefined): AppDeps['chatNotifier'] {
  if (url) return (log) => createPgNotifier({ url, db: handle.db, log });
  const { pglite } = handle;
  return pglite ? (log) => createPgliteNotifier(pglite, log) : undefined;
}

/** The real app on a real database, with its own data dir; one per test file. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    authLimits?: Partial<AuthLimits>;
    config?: Partial<Config>;
    captureLogs?: boolean;
    clock?: Clock;
    /** Stands between the app and its outbox, for a test that must hold a mail back. */
    wrapMailer?: (mailer: Mailer) => Mailer;
    /** The e-invoices' transmitter, for a test of a sending intermediary; the filing one otherwise. */
    invoiceTransmitter?: AppDeps['invoiceTransmitter'];
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-app-'));
  const loaded = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const config = {
    ...loaded,
    // Tests change bookings and search again at once; the search cache has its own test.
    searchCacheTtlMs: 0,
    renderedPageTtlMs: 0,
    availabilityRefreshMs: 0,
    // Tests sweep lapsed holds when they read, by their own clock.
    holdSweepMs: 0,
    // A test of the invoice sweep turns it on; elsewhere it would file documents behind a test's back.
    invoiceSweepMs: 0,
    // A test of the calendar import drives its sweep.
    calendarImport: { ...loaded.calendarImport, everyMinutes: 0 },
    ...options.config,
    authLimits: { ...loaded.authLimits, ...options.authLimits },
  };
  const { handle, url, drop } = await openFreshDatabase();
  const lines: string[] = [];
  const app = await buildApp({
    config,
    db: handle.db,
    mailer: (options.wrapMailer ?? ((mailer) => mailer))(createMailer(config)),
    logger: options.captureLogs
      ? { level: 'info', stream: { write: (line: string) => void lines.push(line) } }
      : false,
    clock: options.clock,
    chatNotifier: notifierFor(handle, url),
    jobs: queueFor(url),
    invoiceTransmitter: options.invoiceTransmitter,
    poolStats: handle.poolStats,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    dataDir,
    databaseUrl: url,
    async outbox({ drain = true } = {}) {
      // Mails leave through the queue after the request's commit; what the test reads is what was sent.
      if (drain) await app.jobs.drain();
      const files = (await readdir(config.outboxDir)).sort();
      const raw = await Promise.all(files.map((file) => readFile(path.join(config.outboxDir, file), 'utf8')));
      return raw.map(readableMail);
    },
    logs: () => [...lines],
    async close() {
      await app.close();
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
