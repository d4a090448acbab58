/**
 * What time the app thinks it is, for rules that wait hours or days (a request's 24 hours): tests
 * move it forward instead of waiting. Holds written by SQL keep the database clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
