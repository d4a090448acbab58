import type { Clock } from '../lib/clock.ts';

/** A clock that stands at the real time until a test moves it forward. */
export function createTestClock(): Clock & { advance(ms: number): void } {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}
