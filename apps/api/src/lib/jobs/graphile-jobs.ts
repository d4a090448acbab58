import type { Db } from '@scrivania/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type CronMatcher, Logger, parseCronItems, type Runner, run, type TaskList } from 'graphile-worker';
import type { Pool } from 'pg';
import { type DailyTime, dailyCronMatcher } from './daily-time.ts';
import {
  type EnqueueOptions,
  JOB_STATES,
  type JobState,
  type Jobs,
  type JobView,
  stateOf,
  type TaskDef,
  type TaskHandler,
} from './jobs.ts';

/** Jobs run side by side in one process: mails and files wait on the network, not on this CPU. */
const CONCURRENCY = 4;
/** How long drain waits between looks at the queue. */
const DRAIN_POLL_MS = 20;

const rowsOf = (result: unknown) => (result as { rows: JobRow[] }).rows;

interface JobRow {
  id: string;
  task_identifier: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  locked_at: Date | null;
  run_at: Date;
  created_at: Date;
}

const stateSql: Record<JobState, string> = {
  running: 'locked_at IS NOT NULL',
  failed: 'locked_at IS NULL AND attempts >= max_attempts',
  waiting: 'locked_at IS NULL AND attempts = 0',
  retrying: 'locked_at IS NULL AND attempts > 0 AND attempts < max_attempts',
};

/** A period in minutes as a cron pattern that fires at its multiples of the hour or day. */
function cronPattern(everyMinutes: number): string {
  if (everyMinutes < 60) return `*/${everyMinutes} * * * *`;
  return `0 */${Math.max(1, Math.round(everyMinutes / 60))} * * *`;
}

/**
 * The PostgreSQL queue: graphile-worker on the app's database (decision 091). Jobs are rows of its
 * schema, added with its `add_job` function inside the caller's transaction; workers in every process
 * take them with SKIP LOCKED and hear of new ones through LISTEN/NOTIFY. Its cron writes each period's
 * job once for all processes (a row per period in `known_crontabs`).
 */
export function createGraphileJobs(options: { url: string; log: FastifyBaseLogger }): Jobs {
  const { log } = options;
  const taskList: TaskList = {};
  const periodic: { task: TaskDef<Record<string, never>>; match: string | CronMatcher }[] = [];
  let pool: Pool | undefined;
  let runner: Runner | undefined;

  const logger = new Logger(() => (level, message, meta) => {
    const line = { ...meta, queue: true };
    if (level === 'error') log.error(line, message);
    else if (level === 'warning') log.warn(line, message);
    else log.debug(line, message);
  });

  async function opened(): Promise<Pool> {
    if (!pool) {
      const { default: pg } = await import('pg');
      // The workers' connections, the LISTEN one, and a few for requests that look at the queue.
      pool = new pg.Pool({ connectionString: options.url, max: CONCURRENCY + 4 });
      // A broken connection must not take the process down; the pool replaces it.
      pool.on('error', (error) => log.warn({ err: error }, 'job queue connection lost'));
      pool.on('connect', (client) => {
        client.on('error', (error) => log.warn({ err: error }, 'job queue connection lost'));
      });
    }
    return pool;
  }

  async function rows(text: string, values: unknown[] = []): Promise<JobRow[]> {
    return (await (await opened()).query<JobRow>(text, values)).rows;
  }

  const view = (row: JobRow): JobView => ({
    id: String(row.id),
    task: row.task_identifier,
    state: stateOf({ attempts: row.attempts, maxAttempts: row.max_attempts, lockedAt: row.locked_at }),
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    lastError: row.last_error,
    runAt: row.run_at.toISOString(),
    createdAt: row.created_at.toISOString(),
  });

  /** The failed job with that id, locked until `tx` ends so that one operator's action wins. */
  async function failedJob(tx: Db, id: string): Promise<JobView | null> {
    const result = await tx.execute(
      sql`SELECT jobs.id, tasks.identifier AS task_identifier, jobs.attempts, jobs.max_attempts, jobs.last_error,
            jobs.locked_at, jobs.run_at, jobs.created_at
          FROM graphile_worker._private_jobs AS jobs
          JOIN graphile_worker._private_tasks AS tasks ON tasks.id = jobs.task_id
          WHERE jobs.id = ${id}::bigint AND jobs.locked_at IS NULL AND jobs.attempts >= jobs.max_attempts
          FOR UPDATE OF jobs`,
    );
    const [row] = rowsOf(result);
    return row
      ? view({ ...row, run_at: new Date(row.run_at), created_at: new Date(row.created_at), locked_at: null })
      : null;
  }

  const jobs: Jobs = {
    async enqueue<P>(tx: Db, task: TaskDef<P>, payload: P, enqueueOptions: EnqueueOptions = {}) {
      const json = JSON.stringify(task.payload.parse(payload));
      const runAt = enqueueOptions.runAt?.toISOString() ?? null;
      const result = await tx.execute(
        sql`SELECT (graphile_worker.add_job(${task.name}, ${json}::json, run_at := ${runAt}::timestamptz, max_attempts := ${task.maxAttempts}, job_key := ${enqueueOptions.key ?? null})).id`,
      );
      const [row] = rowsOf(result);
      if (!row) throw new Error(`job ${task.name} not written`);
      return String(row.id);
    },
    handle<P>(task: TaskDef<P>, handler: TaskHandler<P>) {
      taskList[task.name] = (payload, helpers) =>
        handler(task.payload.parse(payload), { id: String(helpers.job.id), attempt: helpers.job.attempts });
    },
    every(task, everyMinutes) {
      if (everyMinutes > 0) periodic.push({ task, match: cronPattern(everyMinutes) });
    },
    daily(task, at: DailyTime) {
      // The cron's minutes are UTC: the matcher picks the one that is `at` in its zone that day.
      periodic.push({ task, match: dailyCronMatcher(at) });
    },
    async runNow(task) {
      await (await opened()).query('SELECT graphile_worker.add_job($1, job_key := $1, max_attempts := $2)', [
        task.name,
        task.maxAttempts,
      ]);
    },
    async tried(id) {
      const [row] = await rows(
        'SELECT attempts, locked_at FROM graphile_worker._private_jobs WHERE id = $1::bigint',
        [id],
      );
      return !row || (row.locked_at === null && row.attempts > 0);
    },
    async heldKeys(keys) {
      if (keys.length === 0) return new Set();
      const found = await (await opened()).query<{ key: string }>(
        'SELECT key FROM graphile_worker._private_jobs WHERE key = ANY($1::text[])',
        [keys],
      );
      return new Set(found.rows.map((row) => row.key));
    },
    async start() {
      runner = await run({
        pgPool: await opened(),
        taskList,
        concurrency: CONCURRENCY,
        noHandleSignals: true,
        logger,
        // Completions and failures are written by a batcher that stopping flushes: written one by one,
        // they are not awaited, and one still on its way when the pool ends is lost, leaving its job
        // locked for four hours (a mail held that long, a drain that never ends).
        preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
        parsedCronItems: parseCronItems(
          periodic.map(({ task, match }) => ({
            task: task.name,
            identifier: task.name,
            match,
            options: { backfillPeriod: 0, jobKey: task.name, maxAttempts: task.maxAttempts },
          })),
        ),
      });
    },
    async stop() {
      await runner?.stop();
      runner = undefined;
      await pool?.end();
      pool = undefined;
    },
    async drain() {
      for (;;) {
        const found = await (await opened()).query<{ n: number }>(
          `SELECT count(*)::int AS n FROM graphile_worker.jobs
           WHERE locked_at IS NOT NULL OR (run_at <= now() AND attempts < max_attempts)`,
        );
        if ((found.rows[0]?.n ?? 0) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
      }
    },
    async counts() {
      const totals: Record<JobState, number> = { waiting: 0, running: 0, retrying: 0, failed: 0 };
      const found = await (await opened()).query<Record<JobState, number>>(
        `SELECT ${JOB_STATES.map((state) => `count(*) FILTER (WHERE ${stateSql[state]})::int AS ${state}`).join(', ')}
         FROM graphile_worker.jobs`,
      );
      return { ...totals, ...found.rows[0] };
    },
    async list({ state, limit }) {
      const found = await rows(
        `SELECT id, task_identifier, attempts, max_attempts, last_error, locked_at, run_at, created_at
         FROM graphile_worker.jobs ${state ? `WHERE ${stateSql[state]}` : ''} ORDER BY id DESC LIMIT $1`,
        [limit],
      );
      return found.map(view);
    },
    async retry(tx, id) {
      const job = await failedJob(tx, id);
      if (job)
        await tx.execute(
          sql`SELECT graphile_worker.reschedule_jobs(ARRAY[${id}::bigint], run_at := now(), attempts := 0)`,
        );
      return job;
    },
    async discard(tx, id) {
      const job = await failedJob(tx, id);
      if (job) await tx.execute(sql`SELECT graphile_worker.complete_jobs(ARRAY[${id}::bigint])`);
      return job;
    },
  };
  return jobs;
}
