import { describe, expect, it } from 'vitest';
import { dailyCronMatcher, isDailyTime, nextDailyTime } from './daily-time.ts';

const six = { hour: 6, minute: 0, timeZone: 'Europe/Rome' };

describe('a daily time in Rome', () => {
  it('is 05:00 UTC in winter and 04:00 UTC in summer', () => {
    expect(nextDailyTime(new Date('2027-01-15T10:00:00Z'), six).toISOString()).toBe(
      '2027-01-16T05:00:00.000Z',
    );
    expect(nextDailyTime(new Date('2027-07-15T03:59:00Z'), six).toISOString()).toBe(
      '2027-07-15T04:00:00.000Z',
    );
    expect(nextDailyTime(new Date('2027-07-15T04:00:00Z'), six).toISOString()).toBe(
      '2027-07-16T04:00:00.000Z',
    );
  });

  it('follows the clocks on the days they change', () => {
    // 28 March 2027: the clocks go forward at 02:00; 31 October 2027: back at 03:00.
    expect(nextDailyTime(new Date('2027-03-27T06:00:00Z'), six).toISOString()).toBe(
      '2027-03-28T04:00:00.000Z',
    );
    expect(nextDailyTime(new Date('2027-10-30T06:00:00Z'), six).toISOString()).toBe(
      '2027-10-31T05:00:00.000Z',
    );
    // 02:30 does not exist on the spring day: the next one is the day after.
    const skipped = { ...six, hour: 2, minute: 30 };
    expect(nextDailyTime(new Date('2027-03-27T12:00:00Z'), skipped).toISOString()).toBe(
      '2027-03-29T00:30:00.000Z',
    );
  });

  it('matches exactly one cron minute a day, in either season', () => {
    for (const [year, month, date] of [
      [2027, 1, 16],
      [2027, 7, 16],
      [2027, 3, 28],
      [2027, 10, 31],
    ] as const) {
      const matcher = dailyCronMatcher(six, () => year);
      const matching: string[] = [];
      for (let hour = 0; hour < 24; hour++)
        for (let min = 0; min < 60; min++)
          if (matcher({ min, hour, date, month })) matching.push(`${hour}:${min}`);
      expect(matching).toHaveLength(1);
      const [hour] = (matching[0] ?? '').split(':').map(Number);
      expect(isDailyTime(new Date(Date.UTC(year, month - 1, date, hour, 0)), six)).toBe(true);
    }
  });
});
