import { holdsDates } from '@scrivania/core/booking/lifecycle';
import { whyUnavailable } from '@scrivania/core/catalog/availability';
import { weekdayMask } from '@scrivania/core/catalog/weekdays';
import { addDays } from '@scrivania/core/dates';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDayOccupancy, FREE, HORIZON_DAYS, JUDGE, TAKEN } from './day-occupancy.ts';

const TODAY = '2030-03-10';
const NOW = new Date('2030-03-10T12:00:00Z');
const day = (offset: number) => addDays(TODAY, offset);
const span = (reach: number, longest: number) =>
  fc
    .tuple(fc.integer({ min: -5, max: reach }), fc.integer({ min: 0, max: longest }))
    .map(([from, length]) => ({ start: day(from), end: day(from + length) }));

const listingArbitrary = fc.record({
  occupancy: fc.constantFrom('exclusive' as const, 'shared' as const),
  seats: fc.integer({ min: 1, max: 4 }),
  maxGuests: fc.integer({ min: 1, max: 4 }),
  // Windows mostly long, so that bookings and closed days decide as often as the windows do.
  windows: fc.array(fc.oneof(span(HORIZON_DAYS, 12), span(20, HORIZON_DAYS + 10)), {
    minLength: 1,
    maxLength: 3,
  }),
  closedDays: fc.array(fc.integer({ min: -2, max: 40 }).map(day), { maxLength: 3 }),
  // Half the listings open every day, so that windows and bookings still decide often.
  closedWeekdays: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 127 })),
  bookings: fc.array(
    fc.record({
      range: span(40, 6),
      guests: fc.integer({ min: 1, max: 3 }),
      status: fc.constantFrom(
        'requested' as const,
        'pending' as const,
        'awaiting_transfer' as const,
        'booked' as const,
      ),
      holdExpiresAt: fc.option(
        fc.integer({ min: -3, max: 3 }).map((hours) => new Date(NOW.getTime() + hours * 3_600_000)),
      ),
    }),
    { maxLength: 4 },
  ),
});

describe('createDayOccupancy', () => {
  it('never says free or taken where the availability rule says otherwise', () => {
    fc.assert(
      fc.property(
        fc.array(listingArbitrary, { minLength: 1, maxLength: 40 }),
        fc.tuple(
          fc.oneof(fc.integer({ min: -2, max: 45 }), fc.integer({ min: -2, max: HORIZON_DAYS + 5 })),
          fc.integer({ min: 0, max: 8 }),
        ),
        fc.integer({ min: 1, max: 4 }),
        (listings, [from, length], guests) => {
          const held = listings.map((listing) =>
            listing.bookings.map(({ range, ...booking }) => ({ ...range, ...booking })),
          );
          const occupancy = createDayOccupancy(listings, (slot) => held[slot] ?? [], TODAY);
          const range = { start: day(from), end: day(from + length) };
          const verdict = occupancy.forRange(range);
          if (!verdict) {
            expect(from < 0 || from + length >= HORIZON_DAYS).toBe(true);
            return;
          }
          listings.forEach((listing, slot) => {
            if (listing.maxGuests < guests) return;
            const bookings = (held[slot] ?? []).filter((booking) => holdsDates(booking, NOW));
            const rule = whyUnavailable({ ...listing, range, guests, today: TODAY, bookings });
            const said = verdict(slot, guests);
            if (said === FREE) expect(rule).toBeNull();
            if (said === TAKEN) expect(rule).not.toBeNull();
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers most whole spaces without their bookings, and follows a booking placed again', () => {
    const listing = {
      occupancy: 'exclusive' as const,
      seats: 1,
      windows: [{ start: TODAY, end: day(365) }],
      closedDays: [day(3)],
      closedWeekdays: 0,
    };
    const bookings = [
      { start: day(5), end: day(6), guests: 1, status: 'booked' as const, holdExpiresAt: null },
    ];
    const occupancy = createDayOccupancy([listing], () => bookings, TODAY);
    expect(occupancy.forRange({ start: day(1), end: day(2) })?.(0, 1)).toBe(FREE);
    expect(occupancy.forRange({ start: day(2), end: day(3) })?.(0, 1)).toBe(TAKEN);
    expect(occupancy.forRange({ start: day(6), end: day(8) })?.(0, 1)).toBe(TAKEN);
    expect(occupancy.forRange({ start: day(366), end: day(366) })?.(0, 1)).toBe(TAKEN);
    bookings.pop();
    occupancy.place(0);
    expect(occupancy.forRange({ start: day(6), end: day(8) })?.(0, 1)).toBe(FREE);
  });

  it('takes a day between two windows, and not the days where one window follows the next', () => {
    const gap = {
      occupancy: 'exclusive' as const,
      seats: 1,
      windows: [
        { start: day(12), end: day(90) },
        { start: TODAY, end: day(10) },
      ],
      closedDays: [],
      closedWeekdays: 0,
    };
    const abutting = {
      ...gap,
      windows: [
        { start: TODAY, end: day(10) },
        { start: day(11), end: day(90) },
      ],
    };
    const occupancy = createDayOccupancy([gap, abutting], () => [], TODAY);
    const around = occupancy.forRange({ start: day(10), end: day(12) });
    expect([around?.(0, 1), around?.(1, 1)]).toEqual([TAKEN, FREE]);
    expect(occupancy.forRange({ start: day(12), end: day(12) })?.(0, 1)).toBe(FREE);
  });
  it('takes every Saturday and Sunday of a space closed at weekends, for whole spaces and seats alike', () => {
    // TODAY, 10 March 2030, is a Sunday.
    const weekends = {
      occupancy: 'exclusive' as const,
      seats: 1,
      windows: [{ start: TODAY, end: day(HORIZON_DAYS) }],
      closedDays: [],
      closedWeekdays: weekdayMask([6, 7]),
    };
    const desks = { ...weekends, occupancy: 'shared' as const, seats: 5 };
    const occupancy = createDayOccupancy([weekends, desks], () => [], TODAY);
    const verdicts = (from: number, to: number) => {
      const verdict = occupancy.forRange({ start: day(from), end: day(to) });
      return [verdict?.(0, 1), verdict?.(1, 1)];
    };
    expect(verdicts(1, 5)).toEqual([FREE, FREE]);
    expect(verdicts(5, 8)).toEqual([TAKEN, TAKEN]);
    expect(verdicts(0, 0)).toEqual([TAKEN, TAKEN]);
    expect(verdicts(384, 384)).toEqual([TAKEN, TAKEN]);
    expect(verdicts(379, 383)).toEqual([FREE, FREE]);
  });

  it("answers a shared space from the seats its bookings take, and leaves a lapsing hold's days to the rule", () => {
    const desks = {
      occupancy: 'shared' as const,
      seats: 4,
      windows: [{ start: TODAY, end: day(90) }],
      closedDays: [day(20)],
      closedWeekdays: 0,
    };
    const bookings = [
      { start: day(2), end: day(4), guests: 3, status: 'booked' as const, holdExpiresAt: null },
      { start: day(4), end: day(5), guests: 1, status: 'booked' as const, holdExpiresAt: null },
      { start: day(8), end: day(8), guests: 1, status: 'pending' as const, holdExpiresAt: NOW },
      { start: day(30), end: day(30), guests: 0xffff, status: 'booked' as const, holdExpiresAt: null },
    ];
    const occupancy = createDayOccupancy([desks], () => bookings, TODAY);
    const verdict = (from: number, to: number, guests: number) =>
      occupancy.forRange({ start: day(from), end: day(to) })?.(0, guests);
    expect(verdict(1, 3, 1)).toBe(FREE);
    expect(verdict(1, 3, 2)).toBe(TAKEN);
    // Day 4 has all four seats taken, by two bookings that overlap only there.
    expect(verdict(4, 4, 1)).toBe(TAKEN);
    expect(verdict(5, 6, 3)).toBe(FREE);
    expect(verdict(5, 6, 5)).toBe(JUDGE);
    expect(verdict(7, 9, 1)).toBe(JUDGE);
    expect(verdict(19, 21, 1)).toBe(TAKEN);
    expect(verdict(30, 30, 1)).toBe(JUDGE);
  });
});
