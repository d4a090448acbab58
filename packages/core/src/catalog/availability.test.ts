import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { type AvailabilityInput, daysInclusive, whyUnavailable } from './availability.ts';
import { isoWeekday, rangeWeekdayMask, weekdayMask, weekdaysOfMask } from './weekdays.ts';

/** The ISO weekday as the platform's own calendar gives it, to check the arithmetic against. */
const weekdayByCalendar = (day: string) => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

const base: AvailabilityInput = {
  range: { start: '2026-12-01', end: '2026-12-03' },
  guests: 2,
  today: '2026-11-22',
  maxGuests: 4,
  occupancy: 'exclusive',
  seats: 1,
  windows: [{ start: '2026-11-22', end: '2027-11-22' }],
  closedDays: [],
  closedWeekdays: 0,
  bookings: [],
};

describe('whyUnavailable', () => {
  it('accepts a free range inside a window', () => {
    expect(whyUnavailable(base)).toBeNull();
  });

  it('counts days inclusively', () => {
    expect(daysInclusive({ start: '2026-12-01', end: '2026-12-01' })).toBe(1);
    expect(daysInclusive({ start: '2026-03-28', end: '2026-03-30' })).toBe(3);
  });

  it('checks the edges of the windows, day by day', () => {
    const windows = [
      { start: '2026-12-01', end: '2026-12-02' },
      { start: '2026-12-04', end: '2026-12-10' },
    ];
    expect(
      whyUnavailable({ ...base, windows, range: { start: '2026-12-01', end: '2026-12-02' } }),
    ).toBeNull();
    expect(whyUnavailable({ ...base, windows, range: { start: '2026-12-02', end: '2026-12-04' } })).toBe(
      'closed',
    );
    expect(whyUnavailable({ ...base, windows, range: { start: '2026-12-10', end: '2026-12-11' } })).toBe(
      'closed',
    );
    expect(
      whyUnavailable({ ...base, windows, range: { start: '2026-12-04', end: '2026-12-10' } }),
    ).toBeNull();
  });

  it('refuses a range that includes a closed day, and only such a range', () => {
    const closedDays = ['2026-12-02', '2026-12-08'];
    expect(whyUnavailable({ ...base, closedDays })).toBe('closed');
    expect(
      whyUnavailable({ ...base, closedDays, range: { start: '2026-12-03', end: '2026-12-07' } }),
    ).toBeNull();
    expect(whyUnavailable({ ...base, closedDays, range: { start: '2026-12-08', end: '2026-12-08' } })).toBe(
      'closed',
    );
  });

  it('closes a range exactly when one of its days is closed, whatever else is closed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.integer({ min: -10, max: 45 }), { maxLength: 6 }),
        (offset, length, closedOffsets) => {
          const start = addDays('2026-12-01', offset);
          const range = { start, end: addDays(start, length) };
          const closedDays = closedOffsets.map((n) => addDays('2026-12-01', n));
          const inside = closedDays.some((day) => range.start <= day && day <= range.end);
          expect(whyUnavailable({ ...base, range, closedDays })).toBe(inside ? 'closed' : null);
        },
      ),
    );
  });

  it('names weekdays from the date alone, Monday = 1', () => {
    expect(isoWeekday('2026-12-05')).toBe(6);
    expect(isoWeekday('2026-12-06')).toBe(7);
    expect(isoWeekday('2026-12-07')).toBe(1);
    // Around the clock changes in Rome and before 1970: still the calendar's weekday.
    for (const day of ['2026-03-29', '2026-10-25', '1969-12-31', '2028-02-29'])
      expect(isoWeekday(day)).toBe(weekdayByCalendar(day));
    expect(weekdaysOfMask(weekdayMask([7, 6, 6]))).toEqual([6, 7]);
    expect(rangeWeekdayMask({ start: '2026-12-04', end: '2026-12-07' })).toBe(weekdayMask([5, 6, 7, 1]));
    expect(rangeWeekdayMask({ start: '2026-12-01', end: '2026-12-20' })).toBe(
      weekdayMask([1, 2, 3, 4, 5, 6, 7]),
    );
  });

  it('takes a working week but not a range across a weekend on a space closed at weekends', () => {
    const closedWeekdays = weekdayMask([6, 7]);
    const monToFri = { start: '2026-11-30', end: '2026-12-04' };
    expect(whyUnavailable({ ...base, closedWeekdays, range: monToFri })).toBeNull();
    expect(
      whyUnavailable({ ...base, closedWeekdays, range: { start: '2026-12-04', end: '2026-12-07' } }),
    ).toBe('closed-weekday');
    expect(
      whyUnavailable({ ...base, closedWeekdays, range: { start: '2026-12-06', end: '2026-12-06' } }),
    ).toBe('closed-weekday');
    // Shared spaces and spaces with bookings are judged the same way.
    expect(
      whyUnavailable({
        ...base,
        occupancy: 'shared',
        seats: 4,
        closedWeekdays,
        range: { start: '2026-12-05', end: '2026-12-05' },
      }),
    ).toBe('closed-weekday');
  });

  it('refuses a range exactly when one of its days falls on a closed weekday', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 0, max: 127 }),
        (offset, length, closedWeekdays) => {
          const start = addDays('2026-12-01', offset);
          const range = { start, end: addDays(start, length) };
          let hit = false;
          for (let day = range.start; day <= range.end; day = addDays(day, 1))
            if (closedWeekdays & (1 << (weekdayByCalendar(day) - 1))) hit = true;
          expect(whyUnavailable({ ...base, range, closedWeekdays })).toBe(hit ? 'closed-weekday' : null);
        },
      ),
    );
  });

  it('refuses the past, reversed ranges and guests outside 1..max', () => {
    expect(whyUnavailable({ ...base, range: { start: '2026-11-21', end: '2026-11-23' } })).toBe('past');
    expect(whyUnavailable({ ...base, range: { start: '2026-12-03', end: '2026-12-01' } })).toBe(
      'invalid-range',
    );
    expect(whyUnavailable({ ...base, guests: 0 })).toBe('guests');
    expect(whyUnavailable({ ...base, guests: 5 })).toBe('guests');
  });

  it('refuses an exclusive space with any overlapping booking, touching edges included', () => {
    const booking = { start: '2026-12-03', end: '2026-12-05', guests: 1 };
    expect(whyUnavailable({ ...base, bookings: [booking] })).toBe('taken');
    expect(
      whyUnavailable({ ...base, range: { start: '2026-12-06', end: '2026-12-07' }, bookings: [booking] }),
    ).toBeNull();
  });

  it('counts seats per day for shared spaces', () => {
    const shared = { ...base, occupancy: 'shared' as const, seats: 10, maxGuests: 10 };
    const bookings = [
      { start: '2026-12-01', end: '2026-12-01', guests: 6 },
      { start: '2026-12-02', end: '2026-12-03', guests: 8 },
    ];
    expect(whyUnavailable({ ...shared, guests: 2, bookings })).toBeNull();
    expect(whyUnavailable({ ...shared, guests: 3, bookings })).toBe('taken');
    expect(
      whyUnavailable({ ...shared, guests: 4, range: { start: '2026-12-01', end: '2026-12-01' }, bookings }),
    ).toBeNull();
  });

  it('answers as a day-by-day walk would, whether or not it can skip the walk', () => {
    const day = (n: number) => addDays('2026-12-01', n);
    const stretch = fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 6 }));
    fc.assert(
      fc.property(
        stretch,
        fc.array(stretch, { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 0, max: 26 }), { maxLength: 3 }),
        fc.array(fc.tuple(stretch, fc.integer({ min: 1, max: 6 })), { maxLength: 4 }),
        fc.constantFrom('exclusive' as const, 'shared' as const),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 127 }),
        (
          [offset, length],
          windowStretches,
          closedOffsets,
          bookingStretches,
          occupancy,
          guests,
          closedWeekdays,
        ) => {
          const range = { start: day(offset), end: day(offset + length) };
          const input = {
            ...base,
            range,
            guests,
            occupancy,
            seats: 8,
            maxGuests: 8,
            windows: windowStretches.map(([from, days]) => ({ start: day(from), end: day(from + days) })),
            closedDays: closedOffsets.map(day),
            closedWeekdays,
            bookings: bookingStretches.map(([[from, days], taken]) => ({
              start: day(from),
              end: day(from + days),
              guests: taken,
            })),
          };
          let walked: string | null = null;
          for (let n = offset; n <= offset + length; n++)
            if (closedWeekdays & (1 << (weekdayByCalendar(day(n)) - 1))) walked = 'closed-weekday';
          for (let n = offset; n <= offset + length && walked === null; n++) {
            const today = day(n);
            const covered = input.bookings.filter((b) => b.start <= today && today <= b.end);
            if (
              !input.windows.some((w) => w.start <= today && today <= w.end) ||
              input.closedDays.includes(today)
            )
              walked = 'closed';
            else if (
              occupancy === 'exclusive'
                ? covered.length > 0
                : covered.reduce((sum, b) => sum + b.guests, 0) + guests > 8
            )
              walked = 'taken';
          }
          expect(whyUnavailable(input)).toBe(walked);
        },
      ),
    );
  });
});
