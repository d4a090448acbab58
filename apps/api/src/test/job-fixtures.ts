import type { Db } from '@scrivania/db/client';
import { sql } from 'drizzle-orm';
import { sendMailTask } from '../lib/jobs/mail-jobs.ts';
import type { TestApp } from './test-app.ts';

/** A mail job that used all its tries, on whichever queue the app runs; answers its id. */
export async function createFailedJob(t: TestApp, to = 'fallita@example.com'): Promise<string> {
  const later = new Date(Date.now() + 60 * 60_000);
  await t.app.jobs.enqueue(t.db, sendMailTask, { to, subject: 'Prova', text: 'Prova' }, { runAt: later });
  const [waiting] = await t.app.jobs.list({ state: 'waiting', limit: 1 });
  if (!waiting) throw new Error('the job was not queued');
  const { maxAttempts } = sendMailTask;
  await t.db.execute(
    t.databaseUrl
      ? sql`SELECT graphile_worker.reschedule_jobs(ARRAY[${waiting.id}::bigint], attempts := ${maxAttempts})`
      : sql`UPDATE background_jobs SET attempts = ${maxAttempts} WHERE id = ${Number(waiting.id)}`,
  );
  await t.db.execute(
    t.databaseUrl
      ? sql`UPDATE graphile_worker._private_jobs SET last_error = 'Error: SMTP non raggiungibile' WHERE id = ${waiting.id}::bigint`
      : sql`UPDATE background_jobs SET last_error = 'Error: SMTP non raggiungibile' WHERE id = ${Number(waiting.id)}`,
  );
  return waiting.id;
}

/** The jobs of `task` in the queue, newest first. */
export async function jobsOf(t: TestApp, task: string) {
  return (await t.app.jobs.list({ limit: 500 })).filter((job) => job.task === task);
}

/**
 * Brings a retrying job's next try forward to now, standing for the queue's wait; `lastTry` makes it
 * the job's last one.
 */
export async function tryAgainNow(t: TestApp, id: string, options: { lastTry?: boolean } = {}) {
  const job = (await t.app.jobs.list({ limit: 500 })).find((row) => row.id === id);
  if (!job) throw new Error(`no job ${id} in the queue`);
  const attempts = options.lastTry ? job.maxAttempts - 1 : job.attempts;
  await t.db.execute(
    t.databaseUrl
      ? sql`SELECT graphile_worker.reschedule_jobs(ARRAY[${id}::bigint], run_at := now(), attempts := ${attempts})`
      : sql`UPDATE background_jobs SET run_at = now(), attempts = ${attempts} WHERE id = ${Number(id)}`,
  );
}

/**
 * Deletes, inside `tx`, the job holding `key`: what a change written before its work was queued, or
 * whose job the operator discarded, leaves behind.
 */
export async function forgetJob(t: TestApp, tx: Db, key: string) {
  await tx.execute(
    t.databaseUrl
      ? sql`DELETE FROM graphile_worker._private_jobs WHERE key = ${key}`
      : sql`DELETE FROM background_jobs WHERE job_key = ${key}`,
  );
}
