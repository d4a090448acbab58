/**
 * What time the app thinks it is, for rules that wait hours or days (a request's 24 hours): tests
 * move it forward instead of waiting. Holds written by SQL keep the database clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The time a rule written in SQL compares with: undefined (the database's `now()`, which every process
 * shares) while the app runs on real time; the test's clock when a test moves time.
 */
export const ruleNow = (clock: Clock): Date | undefined => (clock === systemClock ? undefined : clock.now());
