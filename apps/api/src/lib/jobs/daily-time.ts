import { wallClock } from '@scrivania/core/dates';

/** A time of day in a time zone: when a daily task runs (the payouts: 06:00 in Rome). */
export interface DailyTime {
  hour: number;
  minute: number;
  timeZone: string;
}

/** Whether `instant` is exactly the minute `at` on its zone's wall clock. */
export function isDailyTime(instant: Date, at: DailyTime): boolean {
  const wall = wallClock(instant, at.timeZone);
  return wall.getUTCHours() === at.hour && wall.getUTCMinutes() === at.minute;
}

/**
 * The first instant after `after` at which the zone's wall clock reads `at`. The zone's offset is read
 * at the guess and checked at the answer, so a day whose clocks change is right either side of the
 * change; a time the clocks skip that day is skipped too.
 */
export function nextDailyTime(after: Date, at: DailyTime): Date {
  const today = wallClock(after, at.timeZone);
  for (let day = 0; day < 3; day++) {
    const guess = Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate() + day,
      at.hour,
      at.minute,
    );
    const offset = wallClock(new Date(guess), at.timeZone).getTime() - guess;
    const instant = new Date(guess - offset);
    if (instant.getTime() > after.getTime() && isDailyTime(instant, at)) return instant;
  }
  throw new Error(`no ${at.hour}:${at.minute} in ${at.timeZone} within three days`);
}

/**
 * graphile-worker's cron reads each minute as UTC fields without the year; this one matches the minute
 * that is `at` in its zone, whatever the zone's offset that day (the year is this one: a clock change
 * never falls on New Year).
 */
export function dailyCronMatcher(at: DailyTime, year = () => new Date().getUTCFullYear()) {
  return (digest: { min: number; hour: number; date: number; month: number }) =>
    isDailyTime(new Date(Date.UTC(year(), digest.month - 1, digest.date, digest.hour, digest.min)), at);
}
