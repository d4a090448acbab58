import { describe, expect, it } from 'vitest';
import { commitThenMaybeExit, FAULT_EXIT_CODE, type FaultPoint } from './fault-flag.ts';

/** What the hook touches of an app, recording the order of what happens. */
function appWith(point: FaultPoint | undefined) {
  const steps: string[] = [];
  const app = {
    config: { faultExitAfterCommit: point },
    jobs: {
      start: async () => void steps.push('workers start'),
      stop: async () => void steps.push('workers stop'),
    },
  };
  const exit = (code: number): never => {
    steps.push(`exit ${code}`);
    throw new Error('exited');
  };
  const commit = (result: { changed: boolean } | Error) => async () => {
    steps.push('commit');
    if (result instanceof Error) throw result;
    return result;
  };
  return { app, steps, exit, commit };
}

const changed = (result: { changed: boolean }) => result.changed;

describe('the fault aid FAULT_EXIT_AFTER_COMMIT', () => {
  it('only commits when it is not set, or names another point', async () => {
    for (const point of [undefined, 'booking-cancel'] as const) {
      const { app, steps, exit, commit } = appWith(point);
      const other = point ? ('another' as FaultPoint) : 'booking-cancel';
      expect(await commitThenMaybeExit(app, other, commit({ changed: true }), changed, exit)).toEqual({
        changed: true,
      });
      expect(steps).toEqual(['commit']);
    }
  });

  it('stops the workers, commits, then exits with 75 before anything else runs', async () => {
    const { app, steps, exit, commit } = appWith('booking-cancel');
    await expect(
      commitThenMaybeExit(app, 'booking-cancel', commit({ changed: true }), changed, exit),
    ).rejects.toThrow('exited');
    expect(steps.slice(0, 3)).toEqual(['workers stop', 'commit', `exit ${FAULT_EXIT_CODE}`]);
    expect(FAULT_EXIT_CODE).toBe(75);
  });

  it('keeps the process and its workers when the transaction refused or failed', async () => {
    const refused = appWith('booking-cancel');
    expect(
      await commitThenMaybeExit(
        refused.app,
        'booking-cancel',
        refused.commit({ changed: false }),
        changed,
        refused.exit,
      ),
    ).toEqual({ changed: false });
    expect(refused.steps).toEqual(['workers stop', 'commit', 'workers start']);

    const failed = appWith('booking-cancel');
    await expect(
      commitThenMaybeExit(
        failed.app,
        'booking-cancel',
        failed.commit(new Error('rolled back')),
        changed,
        failed.exit,
      ),
    ).rejects.toThrow('rolled back');
    expect(failed.steps).toEqual(['workers stop', 'commit', 'workers start']);
  });
});
