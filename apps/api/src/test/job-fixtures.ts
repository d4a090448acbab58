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
