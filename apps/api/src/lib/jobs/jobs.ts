import type { Db } from '@scrivania/db/client';
import type { z } from 'zod';
import type { DailyTime } from './daily-time.ts';

/**
 * A kind of background work: its name in the queue, the shape of its payload (checked again when the
 * job runs, since a row may outlive the code that wrote it) and how many tries it gets.
 */
export interface TaskDef<P> {
  name: string;
  payload: z.ZodType<P>;
  maxAttempts: number;
}

export function defineTask<P>(name: string, payload: z.ZodType<P>, maxAttempts = 10): TaskDef<P> {
  return { name, payload, maxAttempts };
}

export interface EnqueueOptions {
  /**
   * While a job with this key waits, enqueuing another with it replaces it instead of adding one. A job
   * with the key that is running or has failed for good gives the key up and a new job is added: the
   * running one acted on what it read before, and the new ask may carry something it did not see.
   */
  key?: string;
  runAt?: Date;
}

export interface RunningJob {
  id: string;
  /** This run's number, from 1. */
  attempt: number;
}

export type TaskHandler<P> = (payload: P, job: RunningJob) => Promise<void>;

/** waiting: due or scheduled; running: taken by a worker; retrying: failed, tries left; failed: none left. */
export const JOB_STATES = ['waiting', 'running', 'retrying', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface JobView {
  id: string;
  task: string;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  runAt: string;
  createdAt: string;
}

/**
 * Background work (decision 091). `enqueue` writes through the caller's transaction, so the job exists
 * exactly when the change that causes it does (an outbox). A job that throws is tried again with a
 * growing wait; after its last try it stays, failed, for the operator.
 */
export interface Jobs {
  /** Answers the job's id (the one it replaced, when a waiting job had the key). */
  enqueue<P>(tx: Db, task: TaskDef<P>, payload: P, options?: EnqueueOptions): Promise<string>;
  /** Registers what runs a task; every task is registered before the app is ready. */
  handle<P>(task: TaskDef<P>, handler: TaskHandler<P>): void;
  /**
   * Runs `task` once per period of `everyMinutes` across all processes sharing the database
   * (0: never; tests run it with `runNow`).
   */
  every(task: TaskDef<Record<string, never>>, everyMinutes: number): void;
  /**
   * Runs `task` once a day when the wall clock of `at.timeZone` reads `at`, across all processes sharing
   * the database, whatever that zone's offset is that day (the payouts: 06:00 in Rome).
   */
  daily(task: TaskDef<Record<string, never>>, at: DailyTime): void;
  /** Queues a periodic task at once (as the server starts, or when a test drives it). */
  runNow(task: TaskDef<Record<string, never>>): Promise<void>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for those under way. */
  stop(): Promise<void>;
  /** Resolves once no job is due or running: what a test awaits before it reads what jobs did. */
  drain(): Promise<void>;
  /** Whether the job has had a try: done (it is gone), or failed at least once and not running again. */
  tried(id: string): Promise<boolean>;
  /** Of these keys, those a job in the queue still holds, whatever its state. */
  heldKeys(keys: readonly string[]): Promise<Set<string>>;
  counts(): Promise<Record<JobState, number>>;
  list(filter: { state?: JobState; limit: number }): Promise<JobView[]>;
  /**
   * Gives a failed job its tries back and runs it now, through `tx` (the operator's audited change).
   * Answers the failed job as it was, or null when no failed job has that id.
   */
  retry(tx: Db, id: string): Promise<JobView | null>;
  /** Deletes a failed job through `tx`; answers it as it was, or null when no failed job has that id. */
  discard(tx: Db, id: string): Promise<JobView | null>;
}

/** How often `firstTry` looks at the job. */
const FIRST_TRY_POLL_MS = 10;

/**
 * Waits until job `id` has had its first try, or `timeoutMs` has passed: for a request whose answer
 * tells the outcome of work it queued (a refund's answer from its provider). Answers whether it had.
 */
export async function firstTry(jobs: Jobs, id: string, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await jobs.tried(id)) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, FIRST_TRY_POLL_MS));
  }
}

/** The wait before try `attempts + 1`, as the PostgreSQL queue counts it: e^min(attempts, 10) seconds. */
export function backoffMs(attempts: number): number {
  return Math.round(Math.exp(Math.min(attempts, 10)) * 1000);
}

export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function stateOf(job: { attempts: number; maxAttempts: number; lockedAt: unknown }): JobState {
  if (job.lockedAt) return 'running';
  if (job.attempts >= job.maxAttempts) return 'failed';
  return job.attempts > 0 ? 'retrying' : 'waiting';
}
