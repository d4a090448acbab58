import { addDays } from '../dates.ts';
import type { Occupancy } from '../domain.ts';
import { rangeWeekdayMask } from './weekdays.ts';

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
  /** Weekdays closed every week, as `weekdayMask` writes them (0: open every day). */
  closedWeekdays: number;
  /** Active bookings that overlap the range. */
  bookings: Array<DateRange & { guests: number }>;
}

export type Unavailability = 'invalid-range' | 'past' | 'guests' | 'closed-weekday' | 'closed' | 'taken';

/** Days from start to end, both included. */
export function daysInclusive(range: DateRange): number {
  return Math.round((Date.parse(range.end) - Date.parse(range.start)) / 86_400_000) + 1;
}

const covers = (outer: DateRange, day: string) => outer.start <= day && day <= outer.end;

/** What `whyUnavailable` reads of the property itself, its bookings aside. */
export type PropertyAvailability = Omit<AvailabilityInput, 'range' | 'guests' | 'today' | 'bookings'>;

/**
 * Whether a property can take `guests` for every day of the range: none of its days on a weekday the
 * property closes every week (decision 088); inside an availability window and not a closed day, each day; an exclusive space free of any overlapping booking; a shared space with enough seats
 * left on each day. Returns null when available, else the first reason it is not.
 */
export function whyUnavailable(input: AvailabilityInput): Unavailability | null {
  return availabilityFor(input)(input, input.bookings);
}

/** Why no property can take a range, whichever it is (it ends before it starts, is too long, or is past); else null. */
export function rangeUnavailability(range: DateRange, today: string): Unavailability | null {
  if (!(range.start <= range.end) || daysInclusive(range) > 366) return 'invalid-range';
  return range.start < today ? 'past' : null;
}

/**
 * `whyUnavailable` for one request and many properties: the range is checked once, and each
 * property costs no allocation unless its days must be walked (search asks this of thousands).
 */
export function availabilityFor(
  request: Pick<AvailabilityInput, 'range' | 'guests' | 'today'>,
): (property: PropertyAvailability, bookings: AvailabilityInput['bookings']) => Unavailability | null {
  const { range, guests } = request;
  const rangeProblem = rangeUnavailability(range, request.today);
  const badGuests = !Number.isInteger(guests) || guests < 1;
  const rangeWeekdays = rangeProblem ? 0 : rangeWeekdayMask(range);
  return (input, bookings) => {
    if (rangeProblem) return rangeProblem;
    if (badGuests || guests > input.maxGuests) return 'guests';
    // A stay is charged and held for every day of it, so one spanning a weekly closing is refused
    // whole rather than split or charged for days the space is shut.
    if (input.closedWeekdays & rangeWeekdays) return 'closed-weekday';
    // One window over the whole range, no closed day in it, and no booking that could fill a day:
    // every day would pass, so they need not be walked.
    if (oneWindowCovers(input.windows, range) && !anyDayIn(input.closedDays, range)) {
      let overlapping = 0;
      let seatsTaken = 0;
      for (const booking of bookings) {
        if (booking.start <= range.end && booking.end >= range.start) {
          overlapping += 1;
          seatsTaken += booking.guests;
        }
      }
      if (overlapping === 0) return null;
      if (input.occupancy === 'shared' && seatsTaken + guests <= input.seats) return null;
    }
    for (let day = range.start; day <= range.end; day = addDays(day, 1)) {
      if (!input.windows.some((window) => covers(window, day)) || input.closedDays.includes(day))
        return 'closed';
      const taken = bookings.filter((booking) => covers(booking, day));
      if (input.occupancy === 'exclusive' && taken.length > 0) return 'taken';
      if (input.occupancy === 'shared' && taken.reduce((sum, b) => sum + b.guests, 0) + guests > input.seats)
        return 'taken';
    }
    return null;
  };
}

function oneWindowCovers(windows: readonly DateRange[], range: DateRange): boolean {
  for (const window of windows) if (window.start <= range.start && range.end <= window.end) return true;
  return false;
}

function anyDayIn(days: readonly string[], range: DateRange): boolean {
  for (const day of days) if (range.start <= day && day <= range.end) return true;
  return false;
}

/** How far ahead imported calendars close days, recurring events expanded (decision 103). */
export const IMPORT_HORIZON_DAYS = 400;

/**
 * The days from `from` to `to` (inclusive) that the ranges cover, each once, in order: imported
 * calendars' events join the closed days this way, so this rule judges them (decision 103).
 */
export function daysCovered(ranges: readonly DateRange[], from: string, to: string): string[] {
  const days = new Set<string>();
  for (const range of ranges)
    for (
      let day = range.start < from ? from : range.start;
      day <= range.end && day <= to;
      day = addDays(day, 1)
    )
      days.add(day);
  return [...days].sort();
}
