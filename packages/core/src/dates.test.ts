import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateInRome,
  instantInRome,
  parseTypedDate,
  startOfDayInRome,
  timeInRome,
  todayInRome,
  toItalianDate,
} from './dates.ts';

describe('dates', () => {
  it('adds days across months, years and the daylight-saving change', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-10', -10)).toBe('2026-02-28');
  });

  it("gives today's date in Rome, not in UTC", () => {
    expect(todayInRome(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInRome(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(todayInRome(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('changes day on the first millisecond of the day in Rome, summer and winter, asked in a row', () => {
    for (const [before, after, dayBefore, dayAfter] of [
      ['2026-12-31T22:59:59.999Z', '2026-12-31T23:00:00.000Z', '2026-12-31', '2027-01-01'],
      ['2026-07-14T21:59:59.999Z', '2026-07-14T22:00:00.000Z', '2026-07-14', '2026-07-15'],
    ] as const) {
      expect(todayInRome(new Date(before.replace(':59.999', ':00.000')))).toBe(dayBefore);
      expect(todayInRome(new Date(before))).toBe(dayBefore);
      expect(todayInRome(new Date(after))).toBe(dayAfter);
      expect(todayInRome(new Date(before))).toBe(dayBefore);
    }
  });
});

describe('startOfDayInRome', () => {
  it('is 23:00 UTC the day before in winter and 22:00 in summer, across both clock changes', () => {
    expect(startOfDayInRome('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfDayInRome('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(startOfDayInRome('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayInRome('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDayInRome('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfDayInRome('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('typed dates', () => {
  it('reads the Italian day/month/year, with any usual separator and short day or month', () => {
    expect(parseTypedDate('05/03/2027')).toBe('2027-03-05');
    expect(parseTypedDate(' 5/3/2027 ')).toBe('2027-03-05');
    expect(parseTypedDate('5.3.2027')).toBe('2027-03-05');
    expect(parseTypedDate('05-03-2027')).toBe('2027-03-05');
    expect(parseTypedDate('2027-03-05')).toBe('2027-03-05');
  });

  it('refuses what names no day, never reading month/day', () => {
    for (const text of ['', '31/02/2027', '12/13/2027', '03/05', '2027/03/05', '5 marzo 2027', '00/01/2027'])
      expect(parseTypedDate(text), text).toBeNull();
  });

  it('writes a date back as gg/mm/aaaa, and round-trips', () => {
    expect(toItalianDate('2027-03-05')).toBe('05/03/2027');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(parseTypedDate(toItalianDate(iso))).toBe(iso);
        },
      ),
    );
  });
});

describe('wall-clock times in Rome', () => {
  it('open 09:00–18:00 on the days the clocks change is 09:00–18:00 local', () => {
    // 2027-03-28: summer time from 02:00 (UTC+2); 2026-10-25: winter time from 03:00 (UTC+1).
    expect(instantInRome('2027-03-28', '09:00').toISOString()).toBe('2027-03-28T07:00:00.000Z');
    expect(instantInRome('2027-03-28', '18:00').toISOString()).toBe('2027-03-28T16:00:00.000Z');
    expect(instantInRome('2026-10-25', '09:00').toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(instantInRome('2026-10-25', '18:00').toISOString()).toBe('2026-10-25T17:00:00.000Z');
    expect(instantInRome('2027-03-27', '09:00').toISOString()).toBe('2027-03-27T08:00:00.000Z');
    expect(instantInRome('2026-10-24', '09:00').toISOString()).toBe('2026-10-24T07:00:00.000Z');
  });

  it('read back the same time and date', () => {
    for (const date of ['2027-03-28', '2026-10-25', '2026-07-01', '2026-12-31'])
      for (const time of ['00:00', '01:30', '09:00', '23:30']) {
        const instant = instantInRome(date, time);
        expect(timeInRome(instant)).toBe(time);
        expect(dateInRome(instant)).toBe(date);
      }
  });
});
