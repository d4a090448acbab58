/**
 * A test aid (FAULT_EXIT_AFTER_COMMIT): the process stops right after a chosen transaction commits,
 * before it answers and before its own workers take the jobs that transaction queued, as a crash or a
 * killed deployment would stop it. The cluster test checks that another process then does that work,
 * once. The configuration refuses it with PAYMENTS_MODE=live.
 */

/** The transactions a fault may follow: a guest's cancellation (booking cancelled, mails and refund ask queued). */
export const FAULT_POINTS = ['booking-cancel'] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

/** EX_TEMPFAIL: no other exit of the server uses it, so the test knows this one from a crash. */
export const FAULT_EXIT_CODE = 75;

interface FaultTarget {
  config: { faultExitAfterCommit: FaultPoint | undefined };
  jobs: { start(): Promise<void>; stop(): Promise<void> };
}

/**
 * Runs `commit` (a transaction). When the configuration names `point`, the process's workers stop
 * first, and the process exits as soon as a transaction that `changed` something has committed; one
 * that refused, or failed, leaves the process running as before.
 */
export async function commitThenMaybeExit<T>(
  app: FaultTarget,
  point: FaultPoint,
  commit: () => Promise<T>,
  changed: (result: T) => boolean,
  exit: (code: number) => never = process.exit,
): Promise<T> {
  if (app.config.faultExitAfterCommit !== point) return commit();
  await app.jobs.stop();
  try {
    const result = await commit();
    if (changed(result)) exit(FAULT_EXIT_CODE);
    return result;
  } finally {
    await app.jobs.start();
  }
}
