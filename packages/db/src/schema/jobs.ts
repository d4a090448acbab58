import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The embedded database's job queue (decision 091): a row is written in the transaction of the change
 * that causes the work, so a commit never loses it. On PostgreSQL the queue's own tables hold jobs.
 * A finished job is deleted; one that used all its attempts stays, with its error, for the operator.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    task: text('task').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** Two enqueues with one key while the first waits make one job. */
    jobKey: text('job_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lastError: text('last_error'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('background_jobs_job_key_unique').on(t.jobKey),
    index('background_jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.lockedAt} IS NULL AND ${t.attempts} < ${t.maxAttempts}`),
  ],
);
