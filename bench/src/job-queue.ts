import { randomBytes } from 'node:crypto';
import { type FSWatcher, watch } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  type BudgetResult,
  isMain,
  median,
  type RunningServer,
  report,
  startServer,
} from './server-process.ts';

/** Issue 30, section 6: a job enqueued on an idle queue is done within this, median. */
const LATENCY_BUDGET_MS = 200;
const LATENCY_JOBS = 200;
const LATENCY_WARM_UP = 10;
/** Issue 30, section 6: this many mail jobs drained by two processes within the budget, none sent twice. */
const DRAIN_JOBS = 10_000;
const DRAIN_BUDGET_S = 60;
const PORTS = [4930, 4931];

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function query(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

async function postgresAnswers(): Promise<boolean> {
  try {
    await query(SERVER_URL, 'SELECT 1');
    return true;
  } catch {
    return false;
  }
}

const outboxOf = (server: { dataDir: string }) => path.join(server.dataDir, 'outbox');

/** Calls `seen` with each mail file a process writes to its sandbox outbox, as it appears. */
function watchOutboxes(servers: { dataDir: string }[], seen: (file: string) => void): FSWatcher[] {
  return servers.map((server) =>
    watch(outboxOf(server), (event, file) => {
      if (event === 'rename' && file?.endsWith('.eml')) seen(file);
    }),
  );
}

/** Mails a job writes through the app's own mail task (`mail.send`), as the outbox's rows would queue it. */
const addMailJob = (subject: string) =>
  `SELECT graphile_worker.add_job('mail.send', json_build_object('to', 'coda@example.com', 'subject', ${subject}, 'text', 'Prova della coda.'), max_attempts := 10)`;

/** One job at a time on an idle queue: from the statement that enqueues it to its mail in an outbox. */
async function enqueueToDone(databaseUrl: string, servers: { dataDir: string }[]): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let written: (() => void) | undefined;
  const watchers = watchOutboxes(servers, () => written?.());
  try {
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_WARM_UP + LATENCY_JOBS; i++) {
      const done = new Promise<void>((resolve) => {
        written = resolve;
      });
      const started = performance.now();
      await client.query(addMailJob('$1::text'), [`Latenza ${i}`]);
      await done;
      if (i >= LATENCY_WARM_UP) latencies.push(performance.now() - started);
    }
    return latencies;
  } finally {
    for (const watcher of watchers) watcher.close();
    await client.end();
  }
}

/** The Message-IDs of the drain's mails in each process's outbox. */
async function drainedMessageIds(servers: { dataDir: string }[]): Promise<string[][]> {
  return Promise.all(
    servers.map(async (server) => {
      const ids: string[] = [];
      for (const file of await readdir(outboxOf(server))) {
        const mail = await readFile(path.join(outboxOf(server), file), 'utf8');
        if (!/^Subject: Svuotamento /m.test(mail)) continue;
        ids.push(/^Message-ID: (.*)$/m.exec(mail)?.[1]?.trim() ?? `(none in ${file})`);
      }
      return ids;
    }),
  );
}

/** Enqueues every job in one transaction, then waits until the two processes have done them all. */
async function drain(databaseUrl: string, servers: { dataDir: string }[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(
      `SELECT count(*) FROM (${addMailJob(`'Svuotamento ' || n`)} FROM generate_series(1, ${DRAIN_JOBS}) AS n) AS added`,
    );
    // A finished job is deleted: the queue is drained when no mail job is left, done or failed.
    const deadline = started + 3 * DRAIN_BUDGET_S * 1000;
    while (performance.now() < deadline) {
      const left = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'mail.send'`,
      );
      if (left.rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    const byProcess = await drainedMessageIds(servers);
    const ids = byProcess.flat();
    return {
      seconds,
      byProcess: byProcess.map((list) => list.length),
      sent: ids.length,
      distinct: new Set(ids).size,
    };
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL job queue (graphile-worker) under two built servers on a new database of the server at
 * BENCH_DATABASE_URL (default: the local one on 127.0.0.1:5432): how soon one job is done on an idle
 * queue, and how long two processes take to send 10,000 mails, each once. Skipped when no PostgreSQL answers.
 */
export async function measureJobQueue(): Promise<BudgetResult[]> {
  if (!(await postgresAnswers())) {
    console.log(
      `job queue: skipped (no PostgreSQL answers at ${new URL(SERVER_URL).host}; set BENCH_DATABASE_URL)`,
    );
    return [];
  }
  const name = `bench_jobs_${randomBytes(5).toString('hex')}`;
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await query(SERVER_URL, `CREATE DATABASE ${name}`);
  const dataDirs = await Promise.all(PORTS.map(() => mkdtemp(path.join(tmpdir(), 'scrivania-bench-jobs-'))));
  const servers: (RunningServer & { dataDir: string })[] = [];
  try {
    const env = { DATABASE_URL: databaseUrl, PAYMENTS_MODE: 'sandbox', LOG_LEVEL: 'warn' };
    await Promise.all(
      PORTS.map(async (port, i) => {
        const dataDir = dataDirs[i] ?? '';
        servers.push({ ...(await startServer({ dataDir, port, env })), dataDir });
      }),
    );

    const latencies = await enqueueToDone(databaseUrl, servers);
    const latency = median(latencies);
    console.log(
      `job enqueued → done (idle queue, ${latencies.length} jobs): median ${latency.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
    );
    const drained = await drain(databaseUrl, servers);
    console.log(
      `${DRAIN_JOBS} mail jobs drained by two processes: ${drained.seconds.toFixed(1)} s, ${drained.sent} mails (${drained.byProcess.join(' + ')}), ${drained.distinct} distinct Message-IDs`,
    );
    return [
      {
        name: 'job enqueued → done on an idle queue (PostgreSQL, median)',
        value: latency,
        unit: 'ms',
        budget: `<= ${LATENCY_BUDGET_MS} ms`,
        ok: latency <= LATENCY_BUDGET_MS,
      },
      {
        name: `${DRAIN_JOBS} mail jobs drained by two processes`,
        value: drained.seconds,
        unit: 's',
        budget: `<= ${DRAIN_BUDGET_S} s`,
        ok: drained.seconds <= DRAIN_BUDGET_S && drained.sent === DRAIN_JOBS,
      },
      {
        name: 'mails of the drain sent twice',
        value: drained.sent - drained.distinct,
        unit: 'mails',
        budget: '0',
        ok: drained.sent === drained.distinct,
        digits: 0,
      },
    ];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await query(SERVER_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

if (isMain(import.meta.url)) {
  report(await measureJobQueue());
}
