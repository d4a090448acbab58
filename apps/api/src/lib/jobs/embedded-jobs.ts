import type { Db } from '@scrivania/db/client';
import { backgroundJobs } from '@scrivania/db/schema';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type DailyTime, nextDailyTime } from './daily-time.ts';
import {
  backoffMs,
  type EnqueueOptions,
  errorText,
  type JobState,
  type Jobs,
  type JobView,
  stateOf,
  type TaskDef,
  type TaskHandler,
} from './jobs.ts';

/** How often the workers look for jobs whose time came (a retry's wait, a scheduled run). */
const POLL_MS = 1_000;
/**
 * Jobs run side by side, as on PostgreSQL: their queries take turns on the one connection, but a job
 * waiting on a provider or a mail server does not hold back the others.
 */
const CONCURRENCY = 4;

type Row = typeof backgroundJobs.$inferSelect;

const failed = and(isNull(backgroundJobs.lockedAt), gte(backgroundJobs.attempts, backgroundJobs.maxAttempts));
const due = and(
  isNull(backgroundJobs.lockedAt),
  lt(backgroundJobs.attempts, backgroundJobs.maxAttempts),
  lte(backgroundJobs.runAt, sql`now()`),
);

/**
 * The embedded database's queue: one process, one connection. A few workers take one job each, outside
 * any transaction (a request's transaction and the workers' queries queue on the same connection rather
 * than wait on each other). They wake after each enqueue and once a second.
 */
export function createEmbeddedJobs(db: Db, log: FastifyBaseLogger): Jobs {
  const handlers = new Map<string, (row: Row) => Promise<void>>();
  const periodic: { task: TaskDef<Record<string, never>>; everyMinutes: number }[] = [];
  const daily: { task: TaskDef<Record<string, never>>; at: DailyTime }[] = [];
  const timers: NodeJS.Timeout[] = [];
  let stopped = true;
  const workers = new Set<Promise<void>>();
  /** Set by each wake-up; a worker that finds nothing stops only if none came since it last looked. */
  let again = false;

  async function claim(): Promise<Row | undefined> {
    const [row] = await db
      .update(backgroundJobs)
      .set({ lockedAt: sql`now()`, attempts: sql`${backgroundJobs.attempts} + 1` })
      .where(
        eq(
          backgroundJobs.id,
          db
            .select({ id: backgroundJobs.id })
            .from(backgroundJobs)
            .where(due)
            .orderBy(asc(backgroundJobs.runAt), asc(backgroundJobs.id))
            .limit(1),
        ),
      )
      .returning();
    return row;
  }

  async function runOne(row: Row) {
    const run = handlers.get(row.task);
    try {
      if (!run) throw new Error(`no handler for task ${row.task}`);
      await run(row);
      await db.delete(backgroundJobs).where(eq(backgroundJobs.id, row.id));
    } catch (error) {
      const last = row.attempts >= row.maxAttempts;
      log[last ? 'error' : 'warn'](
        { err: error, jobId: row.id, task: row.task, attempt: row.attempts },
        'job failed',
      );
      await db
        .update(backgroundJobs)
        .set({
          lockedAt: null,
          lastError: errorText(error),
          runAt: sql`now() + make_interval(secs => ${backoffMs(row.attempts) / 1000})`,
        })
        .where(eq(backgroundJobs.id, row.id));
    }
  }

  async function work() {
    do {
      again = false;
      for (let row = await claim(); row; row = stopped ? undefined : await claim()) await runOne(row);
    } while (again && !stopped);
  }

  function kick() {
    if (stopped) return;
    again = true;
    if (workers.size >= CONCURRENCY) return;
    const worker: Promise<void> = work()
      .catch((error: unknown) => log.error({ err: error }, 'job worker failed'))
      .finally(() => {
        workers.delete(worker);
      });
    workers.add(worker);
  }

  const settled = () => Promise.all([...workers]);

  /** Queues `task` at the first `at` after `after`, then at the next one, for as long as the queue runs. */
  function scheduleDaily(task: TaskDef<Record<string, never>>, at: DailyTime, after = new Date()) {
    const next = nextDailyTime(after, at);
    const timer = setTimeout(
      () => {
        timers.splice(timers.indexOf(timer), 1);
        if (stopped) return;
        jobs
          .runNow(task)
          .catch((error: unknown) => log.error({ err: error, task: task.name }, 'daily job not queued'));
        // From the time it was meant for, not the clock: a timer that fires early never runs it twice.
        scheduleDaily(task, at, next);
      },
      Math.max(0, next.getTime() - Date.now()),
    );
    timer.unref();
    timers.push(timer);
  }

  const jobs: Jobs = {
    async enqueue<P>(tx: Db, task: TaskDef<P>, payload: P, options: EnqueueOptions = {}) {
      const values = {
        task: task.name,
        payload: task.payload.parse(payload),
        maxAttempts: task.maxAttempts,
        jobKey: options.key ?? null,
        runAt: options.runAt ?? sql`now()`,
      };
      if (values.jobKey !== null)
        // As on PostgreSQL: a running job keeps its key no longer and is not tried again; a failed one
        // stays for the operator. The new job does what was asked now.
        await tx
          .update(backgroundJobs)
          .set({
            jobKey: null,
            maxAttempts: sql`least(${backgroundJobs.maxAttempts}, ${backgroundJobs.attempts})`,
          })
          .where(
            and(
              eq(backgroundJobs.jobKey, values.jobKey),
              or(
                isNotNull(backgroundJobs.lockedAt),
                gte(backgroundJobs.attempts, backgroundJobs.maxAttempts),
              ),
            ),
          );
      const [row] = await tx
        .insert(backgroundJobs)
        .values(values)
        .onConflictDoUpdate({
          target: backgroundJobs.jobKey,
          set: { payload: values.payload, runAt: values.runAt, attempts: 0, lastError: null },
        })
        .returning({ id: backgroundJobs.id });
      if (!row) throw new Error(`job ${task.name} not written`);
      // Runs once the caller's transaction has let go of the connection, so it sees the committed row.
      setImmediate(kick);
      return String(row.id);
    },
    handle<P>(task: TaskDef<P>, handler: TaskHandler<P>) {
      handlers.set(task.name, (row) =>
        handler(task.payload.parse(row.payload), { id: String(row.id), attempt: row.attempts }),
      );
    },
    every(task, everyMinutes) {
      if (everyMinutes > 0) periodic.push({ task, everyMinutes });
    },
    daily(task, at) {
      daily.push({ task, at });
    },
    async runNow(task) {
      await jobs.enqueue(db, task, {}, { key: task.name });
    },
    async tried(id) {
      const [row] = await db
        .select({ attempts: backgroundJobs.attempts, lockedAt: backgroundJobs.lockedAt })
        .from(backgroundJobs)
        .where(eq(backgroundJobs.id, Number(id)));
      return !row || (row.lockedAt === null && row.attempts > 0);
    },
    async heldKeys(keys) {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: backgroundJobs.jobKey })
        .from(backgroundJobs)
        .where(inArray(backgroundJobs.jobKey, [...keys]));
      return new Set(rows.flatMap((row) => (row.key === null ? [] : [row.key])));
    },
    async start() {
      stopped = false;
      // Only this process works this queue: a job it held when it stopped is free again.
      await db.update(backgroundJobs).set({ lockedAt: null }).where(isNotNull(backgroundJobs.lockedAt));
      const poll = setInterval(kick, POLL_MS);
      poll.unref();
      timers.push(poll);
      for (const { task, everyMinutes } of periodic) {
        const timer = setInterval(() => {
          jobs
            .runNow(task)
            .catch((error: unknown) => log.error({ err: error, task: task.name }, 'periodic job not queued'));
        }, everyMinutes * 60_000);
        timer.unref();
        timers.push(timer);
      }
      for (const { task, at } of daily) scheduleDaily(task, at);
      kick();
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearTimeout(timer);
      await settled();
    },
    async drain() {
      // A stopped queue runs nothing more; what waits is done at the next start.
      for (;;) {
        await settled();
        if (stopped) return;
        const [row] = await db.select({ n: count() }).from(backgroundJobs).where(due);
        if ((row?.n ?? 0) === 0 && workers.size === 0) return;
        kick();
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async counts() {
      const rows = await db
        .select({
          lockedAt: sql<boolean>`${backgroundJobs.lockedAt} IS NOT NULL`,
          attempts: backgroundJobs.attempts,
          maxAttempts: backgroundJobs.maxAttempts,
          n: count(),
        })
        .from(backgroundJobs)
        .groupBy(sql`1`, backgroundJobs.attempts, backgroundJobs.maxAttempts);
      const totals: Record<JobState, number> = { waiting: 0, running: 0, retrying: 0, failed: 0 };
      for (const row of rows) totals[stateOf(row)] += row.n;
      return totals;
    },
    async list({ state, limit }) {
      const rows = await db
        .select()
        .from(backgroundJobs)
        .where(state && whereState[state])
        .orderBy(desc(backgroundJobs.id))
        .limit(limit);
      return rows.map(view);
    },
    async retry(tx, id) {
      const [row] = await tx
        .select()
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.id, Number(id)), failed))
        .for('update');
      if (!row) return null;
      await tx
        .update(backgroundJobs)
        .set({ attempts: 0, runAt: sql`now()`, lastError: null })
        .where(eq(backgroundJobs.id, row.id));
      setImmediate(kick);
      return view(row);
    },
    async discard(tx, id) {
      const [row] = await tx
        .delete(backgroundJobs)
        .where(and(eq(backgroundJobs.id, Number(id)), failed))
        .returning();
      return row ? view(row) : null;
    },
  };
  return jobs;
}

const whereState: Record<JobState, ReturnType<typeof and>> = {
  failed,
  running: isNotNull(backgroundJobs.lockedAt),
  waiting: and(isNull(backgroundJobs.lockedAt), eq(backgroundJobs.attempts, 0)),
  retrying: and(
    isNull(backgroundJobs.lockedAt),
    sql`${backgroundJobs.attempts} > 0`,
    lt(backgroundJobs.attempts, backgroundJobs.maxAttempts),
  ),
};

function view(row: Row): JobView {
  return {
    id: String(row.id),
    task: row.task,
    state: stateOf(row),
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    runAt: new Date(row.runAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
