import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createEmbeddedJobs } from './embedded-jobs.ts';
import { createGraphileJobs } from './graphile-jobs.ts';
import { defineTask, firstTry, type Jobs } from './jobs.ts';

// One suite for both queues: the embedded one on PGlite, graphile-worker with TEST_DATABASE_URL.
const note = defineTask('test.note', z.object({ text: z.string() }), 3);
const flaky = defineTask('test.flaky', z.object({ failTimes: z.number() }), 2);
const tick = defineTask('test.tick', z.object({}));
const slow = defineTask('test.slow', z.object({ n: z.number() }), 1);

let t: TestApp;
let jobs: Jobs;
const seen: string[] = [];
const tries = new Map<string, number>();
let ticks = 0;
/** The first `slow` job, and those numbered from 100, wait for this before they end. */
let releaseSlow = () => {};
let slowGate = Promise.resolve();
const slowStarted: number[] = [];

function openJobs(): Jobs {
  const queue = t.databaseUrl
    ? createGraphileJobs({ url: t.databaseUrl, log: t.app.log })
    : createEmbeddedJobs(t.db, t.app.log);
  queue.handle(note, async ({ text }) => {
    seen.push(text);
  });
  queue.handle(flaky, async ({ failTimes }, job) => {
    tries.set(job.id, job.attempt);
    if (job.attempt <= failTimes) throw new Error(`prova ${job.attempt} fallita`);
  });
  queue.handle(tick, async () => {
    ticks += 1;
  });
  queue.handle(slow, async ({ n }) => {
    slowStarted.push(n);
    if (n === 1 || n >= 100) await slowGate;
  });
  return queue;
}

beforeAll(async () => {
  t = await createTestApp();
  // The app's own workers know only the product's tasks; this suite runs its own queue.
  await t.app.jobs.stop();
  jobs = openJobs();
  await jobs.start();
});

afterAll(async () => {
  await jobs.stop();
  await t.close();
});

afterEach(() => {
  seen.length = 0;
  tries.clear();
});

async function failedJobs() {
  return jobs.list({ state: 'failed', limit: 50 });
}

describe('job queue contract', () => {
  it('runs a job written in a committed transaction, with its payload', async () => {
    await t.db.transaction(async (tx) => {
      await jobs.enqueue(tx, note, { text: 'committed' });
    });
    await jobs.drain();
    expect(seen).toEqual(['committed']);
  });

  it('never runs a job whose transaction rolled back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await jobs.enqueue(tx, note, { text: 'rolled back' });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await jobs.enqueue(t.db, note, { text: 'after' });
    await jobs.drain();
    expect(seen).toEqual(['after']);
  });

  it('refuses a payload of the wrong shape before writing anything', async () => {
    await expect(jobs.enqueue(t.db, note, { text: 3 } as unknown as { text: string })).rejects.toThrow();
    expect(await jobs.counts()).toMatchObject({ waiting: 0, running: 0 });
  });

  it('keeps one waiting job per key', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    await jobs.enqueue(t.db, note, { text: 'first' }, { key: 'same', runAt: later });
    await jobs.enqueue(t.db, note, { text: 'second' }, { key: 'same', runAt: later });
    const waiting = await jobs.list({ state: 'waiting', limit: 10 });
    expect(waiting.filter((job) => job.task === note.name)).toHaveLength(1);
    expect((await jobs.counts()).waiting).toBe(1);
    // Brought forward, it runs once with the last payload.
    await jobs.enqueue(t.db, note, { text: 'now' }, { key: 'same' });
    await jobs.drain();
    expect(seen).toEqual(['now']);
  });

  it('tries a failing job again after a wait, and it succeeds', async () => {
    await jobs.enqueue(t.db, flaky, { failTimes: 1 });
    await jobs.drain();
    const [retrying] = await jobs.list({ state: 'retrying', limit: 10 });
    expect(retrying).toMatchObject({ task: flaky.name, attempts: 1, maxAttempts: 2 });
    expect(retrying?.lastError).toContain('prova 1 fallita');
    expect(new Date(retrying?.runAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 1_000);
    // The wait is the queue's; bringing the job forward stands for it here.
    await t.db.execute(
      t.databaseUrl
        ? sql`SELECT graphile_worker.reschedule_jobs(ARRAY[${retrying?.id}::bigint], run_at := now())`
        : sql`UPDATE background_jobs SET run_at = now() WHERE id = ${Number(retrying?.id)}`,
    );
    await jobs.drain();
    expect([...tries.values()]).toEqual([2]);
    expect(await jobs.counts()).toEqual({ waiting: 0, running: 0, retrying: 0, failed: 0 });
  });

  it('keeps a job that used every try as failed with its error; retry runs it again, discard removes it', async () => {
    const fail = async () => {
      await jobs.enqueue(t.db, flaky, { failTimes: 1 });
      await jobs.drain();
      const [job] = await jobs.list({ state: 'retrying', limit: 1 });
      await t.db.execute(
        t.databaseUrl
          ? sql`SELECT graphile_worker.reschedule_jobs(ARRAY[${job?.id}::bigint], run_at := now(), attempts := 2)`
          : sql`UPDATE background_jobs SET run_at = now(), attempts = 2 WHERE id = ${Number(job?.id)}`,
      );
      const [failed] = await failedJobs();
      if (!failed) throw new Error('no failed job');
      return failed;
    };
    const failed = await fail();
    expect(failed).toMatchObject({ task: flaky.name, state: 'failed', attempts: 2 });
    expect(failed.lastError).toContain('prova 1 fallita');
    expect((await jobs.counts()).failed).toBe(1);
    await jobs.drain();
    expect((await jobs.counts()).failed).toBe(1);

    expect(await jobs.retry(t.db, failed.id)).toMatchObject({ id: failed.id, state: 'failed' });
    await jobs.drain();
    expect(tries.get(failed.id)).toBe(1);
    // Its tries were given back: the first failed again, the job waits for its second.
    expect((await jobs.list({ state: 'retrying', limit: 5 })).map((job) => job.id)).toEqual([failed.id]);
    expect(await jobs.discard(t.db, failed.id)).toBeNull();

    const other = await fail();
    expect(await jobs.discard(t.db, other.id)).toMatchObject({ id: other.id, task: flaky.name });
    expect(await jobs.discard(t.db, other.id)).toBeNull();
    expect(await jobs.retry(t.db, other.id)).toBeNull();
    expect(await jobs.retry(t.db, '999999')).toBeNull();
    expect(await failedJobs()).toEqual([]);
  });

  it('says when a job has had its try, and which keys are held', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    const waiting = await jobs.enqueue(t.db, note, { text: 'later' }, { key: 'held-key', runAt: later });
    expect(await jobs.tried(waiting)).toBe(false);
    expect(await jobs.heldKeys(['held-key', 'free-key'])).toEqual(new Set(['held-key']));
    expect(await jobs.heldKeys([])).toEqual(new Set());

    const done = await jobs.enqueue(t.db, note, { text: 'now' }, { key: 'held-key' });
    expect(done).toBe(waiting);
    expect(await firstTry(jobs, done, 10_000)).toBe(true);
    expect(seen).toEqual(['now']);
    expect(await jobs.heldKeys(['held-key'])).toEqual(new Set());

    const failing = await jobs.enqueue(t.db, flaky, { failTimes: 1 });
    expect(await firstTry(jobs, failing, 10_000)).toBe(true);
    expect((await jobs.list({ state: 'retrying', limit: 5 })).map((job) => job.id)).toContain(failing);
    expect(await firstTry(jobs, await jobs.enqueue(t.db, note, { text: 'x' }, { runAt: later }), 50)).toBe(
      false,
    );
  });

  it('gives a key whose job is running to a new job, which runs too; the running one finishes', async () => {
    slowStarted.length = 0;
    slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const first = await jobs.enqueue(t.db, slow, { n: 1 }, { key: 'busy' });
    await expect.poll(() => slowStarted, { timeout: 10_000 }).toEqual([1]);
    const second = await jobs.enqueue(t.db, slow, { n: 2 }, { key: 'busy' });
    expect(second).not.toBe(first);
    // The second does not wait for the first: workers run side by side.
    expect(await firstTry(jobs, second, 10_000)).toBe(true);
    expect(slowStarted).toEqual([1, 2]);
    expect(await jobs.tried(first)).toBe(false);
    releaseSlow();
    expect(await firstTry(jobs, first, 10_000)).toBe(true);
    await jobs.drain();
    expect(await jobs.heldKeys(['busy'])).toEqual(new Set());
  });

  it('loses nothing committed while no worker runs: the next start does it', async () => {
    await jobs.stop();
    await t.db.transaction(async (tx) => {
      await jobs.enqueue(tx, note, { text: 'while stopped' });
    });
    expect(seen).toEqual([]);
    jobs = openJobs();
    await jobs.start();
    await jobs.drain();
    expect(seen).toEqual(['while stopped']);
  });

  it('stopping lets the running jobs end and records them done: nothing stays taken, nothing runs twice', async () => {
    slowStarted.length = 0;
    slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const ids = await Promise.all([100, 101, 102, 103].map((n) => jobs.enqueue(t.db, slow, { n })));
    await expect.poll(() => slowStarted.length, { timeout: 10_000 }).toBe(ids.length);
    const stopping = jobs.stop();
    releaseSlow();
    await stopping;
    jobs = openJobs();
    const taken = (await jobs.list({ state: 'running', limit: 50 })).map((job) => job.id);
    expect(ids.filter((id) => taken.includes(id))).toEqual([]);
    for (const id of ids) expect(await jobs.tried(id)).toBe(true);
    await jobs.start();
    await jobs.drain();
    expect(slowStarted.sort()).toEqual([100, 101, 102, 103]);
  });

  it('leaves no job taken when one arrives as the queue stops', async () => {
    for (let round = 0; round < 20; round++) {
      const id = await jobs.enqueue(t.db, note, { text: `round ${round}` });
      await new Promise((resolve) => setTimeout(resolve, round % 5));
      await jobs.stop();
      jobs = openJobs();
      const taken = (await jobs.list({ state: 'running', limit: 50 })).map((job) => job.id);
      expect(taken, `round ${round}`).not.toContain(id);
      await jobs.start();
    }
    await jobs.drain();
  });

  it('runs a periodic task on demand, once for several asks made together', async () => {
    await t.db.execute(sql`SELECT 1`);
    const before = ticks;
    await Promise.all([jobs.runNow(tick), jobs.runNow(tick)]);
    await jobs.drain();
    expect(ticks - before).toBeGreaterThanOrEqual(1);
    expect(ticks - before).toBeLessThanOrEqual(2);
  });
});
