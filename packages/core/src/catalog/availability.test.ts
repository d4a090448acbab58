import { describe, expect, it } from 'vitest';
import { type AvailabilityInput, daysInclusive, whyUnavailable } from './availability.ts';

const base: AvailabilityInput = {
  range: { start: '2026-12-01', end: '2026-12-03' },
  guests: 2,
  today: '2026-11-22',
  maxGuests: 4,
  mode: 'exclusive',
  seats: 1,
  windows: [{ start: '2026-11-22', end: '2027-11-22' }],
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
    const shared = { ...base, mode: 'shared' as const, seats: 10, maxGuests: 10 };
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
});
