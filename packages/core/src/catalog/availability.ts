import { addDays } from '../dates.ts';
import type { Occupancy } from '../domain.ts';

export interface DateRange {
  start: string;
  end: string;
}

export interface AvailabilityInput {
  /** Requested inclusive range, 'YYYY-MM-DD'. */
  range: DateRange;
  guests: number;
  today: string;
  maxGuests: number;
  occupancy: Occupancy;
  /** Seats of a shared space; ignored for exclusive ones. */
  seats: number;
  windows: DateRange[];
  /** Single days closed inside the windows ('YYYY-MM-DD'); only those inside the range matter. */
  closedDays: readonly string[];
  /** Active bookings that overlap the range. */
  bookings: Array<DateRange & { guests: number }>;
}

export type Unavailability = 'invalid-range' | 'past' | 'guests' | 'closed' | 'taken';

/** Days from start to end, both included. */
export function daysInclusive(range: DateRange): number {
  return Math.round((Date.parse(range.end) - Date.parse(range.start)) / 86_400_000) + 1;
}

const covers = (outer: DateRange, day: string) => outer.start <= day && day <= outer.end;

/**
 * Whether a property can take `guests` for every day of the range: inside an availability window
 * and not a closed day, each day; an exclusive space free of any overlapping booking; a shared space with enough seats
 * left on each day. Returns null when available, else the first reason it is not.
 */
export function whyUnavailable(input: AvailabilityInput): Unavailability | null {
  const { range, guests } = input;
  if (!(range.start <= range.end) || daysInclusive(range) > 366) return 'invalid-range';
  if (range.start < input.today) return 'past';
  if (!Number.isInteger(guests) || guests < 1 || guests > input.maxGuests) return 'guests';
  // One window over the whole range, no closed day in it, and no booking that could fill a day:
  // every day would pass, so they need not be walked (search asks this of thousands of listings).
  if (
    input.windows.some((window) => window.start <= range.start && range.end <= window.end) &&
    !input.closedDays.some((day) => range.start <= day && day <= range.end)
  ) {
    const overlapping = input.bookings.filter((b) => b.start <= range.end && b.end >= range.start);
    if (overlapping.length === 0) return null;
    if (
      input.occupancy === 'shared' &&
      overlapping.reduce((sum, b) => sum + b.guests, 0) + guests <= input.seats
    )
      return null;
  }
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) {
    if (!input.windows.some((window) => covers(window, day)) || input.closedDays.includes(day))
      return 'closed';
    const taken = input.bookings.filter((booking) => covers(booking, day));
    if (input.occupancy === 'exclusive' && taken.length > 0) return 'taken';
    if (input.occupancy === 'shared' && taken.reduce((sum, b) => sum + b.guests, 0) + guests > input.seats)
      return 'taken';
  }
  return null;
}
