import { lapsingStatuses } from '@scrivania/core/booking/lifecycle';
import type { DateRange } from '@scrivania/core/catalog/availability';
import type { BookingStatus, Occupancy } from '@scrivania/core/domain';

/** Days from the first day kept per day; a range reaching past them is judged booking by booking. */
export const HORIZON_DAYS = 400;

/** What the day bits read of a listing: its rules, not its bookings. */
export interface OccupancyListing {
  occupancy: Occupancy;
  seats: number;
  windows: readonly DateRange[];
  closedDays: readonly string[];
  /** Weekdays closed every week, as `weekdayMask` writes them. */
  closedWeekdays: number;
}

/** A booking that holds its dates now or did when it was read (only those are kept). */
export interface HeldBooking extends DateRange {
  guests: number;
  status: BookingStatus;
  holdExpiresAt: Date | null;
}

/** What the day bits say of a listing for a range: free for sure, taken for sure, or ask the rule. */
export const FREE = 0;
export const TAKEN = 1;
export const JUDGE = 2;
export type Verdict = typeof FREE | typeof TAKEN | typeof JUDGE;

const dayNumber = (day: string) => Math.round(Date.parse(day) / 86_400_000);

/** A shared space's seats taken on a day stop counting here; a day this full is judged by the rule. */
const SEATS_COUNTED = 0xffff;

/**
 * Occupancy kept per day (decision 064), so that a search's dates are a lookup instead of a walk
 * over each listing's bookings: for each of HORIZON_DAYS days from `firstDay`, one bit per listing
 * (by its slot) that is surely not bookable that day (no window, a closed day or weekday, or, for a whole
 * space, a booking whose hold cannot lapse), and one bit for a listing whose day depends on the
 * moment asked (a hold that can lapse). A shared space also keeps, per day, the seats its bookings
 * that cannot lapse take, so that its verdict for a number of guests is a lookup too (its bookings
 * were walked one by one and were most of a search's time). A verdict never claims more than the
 * rule would answer.
 */
export function createDayOccupancy(
  listings: readonly OccupancyListing[],
  bookingsOf: (slot: number) => Iterable<HeldBooking>,
  firstDay: string,
) {
  const words = (listings.length + 31) >>> 5;
  const base = dayNumber(firstDay);
  const taken = new Uint32Array(HORIZON_DAYS * words);
  const judge = new Uint32Array(HORIZON_DAYS * words);
  /** Per slot, where its days start in `seatsTaken` (a shared space), or -1. */
  const seatsAt = new Int32Array(listings.length).fill(-1);
  /** Per slot, its seats: read for every shared candidate, so beside the others, not on the listing. */
  const room = Int32Array.from(listings, (listing) => listing.seats);
  let sharedCount = 0;
  listings.forEach((listing, slot) => {
    if (listing.occupancy === 'shared') seatsAt[slot] = HORIZON_DAYS * sharedCount++;
  });
  const seatsTaken = new Uint16Array(HORIZON_DAYS * sharedCount);

  /** Adds a booking's guests to a shared space's days from `from` to `to` (day numbers, both included). */
  function takeSeats(at: number, guests: number, from: number, to: number) {
    const last = Math.min(to - base, HORIZON_DAYS - 1);
    for (let day = Math.max(from - base, 0); day <= last; day++)
      seatsTaken[at + day] = Math.min((seatsTaken[at + day] as number) + guests, SEATS_COUNTED);
  }

  /** Sets the slot's bit in `target` for the days from `from` to `to` (day numbers, both included). */
  function mark(target: Uint32Array, slot: number, from: number, to: number) {
    const word = slot >>> 5;
    const mask = 1 << (slot & 31);
    const last = Math.min(to - base, HORIZON_DAYS - 1);
    for (let day = Math.max(from - base, 0); day <= last; day++) {
      const at = day * words + word;
      target[at] = (target[at] as number) | mask;
    }
  }

  /** Reads one listing's bits again from its rules and bookings. */
  function place(slot: number) {
    const listing = listings[slot];
    if (!listing) return;
    const word = slot >>> 5;
    const keep = ~(1 << (slot & 31));
    for (let day = 0; day < HORIZON_DAYS; day++) {
      const at = day * words + word;
      taken[at] = (taken[at] as number) & keep;
      judge[at] = (judge[at] as number) & keep;
    }
    const seats = seatsAt[slot] as number;
    if (seats >= 0) seatsTaken.fill(0, seats, seats + HORIZON_DAYS);
    // Days no window covers: the windows in order of start, each gap before the next.
    const windows = [...listing.windows].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    let coveredTo = base - 1;
    for (const window of windows) {
      const start = dayNumber(window.start);
      if (start > coveredTo + 1) mark(taken, slot, coveredTo + 1, start - 1);
      coveredTo = Math.max(coveredTo, dayNumber(window.end));
    }
    mark(taken, slot, coveredTo + 1, base + HORIZON_DAYS - 1);
    for (const day of listing.closedDays) mark(taken, slot, dayNumber(day), dayNumber(day));
    if (listing.closedWeekdays !== 0) {
      // Day number 0 (1 January 1970) was a Thursday, ISO weekday 4.
      for (let day = 0; day < HORIZON_DAYS; day++) {
        const weekday = (((base + day + 3) % 7) + 7) % 7;
        if (listing.closedWeekdays & (1 << weekday)) mark(taken, slot, base + day, base + day);
      }
    }
    for (const booking of bookingsOf(slot)) {
      const lapses = lapsingStatuses.includes(booking.status) && booking.holdExpiresAt !== null;
      const from = dayNumber(booking.start);
      const to = dayNumber(booking.end);
      if (lapses) mark(judge, slot, from, to);
      else if (seats >= 0) takeSeats(seats, booking.guests, from, to);
      else mark(taken, slot, from, to);
    }
  }

  for (let slot = 0; slot < listings.length; slot++) place(slot);

  return {
    firstDay,
    place,
    /**
     * The verdict for each slot over `range` for a number of guests (at least one), or undefined when
     * the range leaves the days kept. The caller checks the range itself (past, too long) and the
     * listing's largest party first: a verdict assumes both pass.
     */
    forRange(range: DateRange): ((slot: number, guests: number) => Verdict) | undefined {
      const from = dayNumber(range.start) - base;
      const to = dayNumber(range.end) - base;
      if (!(from >= 0 && to < HORIZON_DAYS && from <= to)) return undefined;
      const anyTaken = new Uint32Array(words);
      const anyJudge = new Uint32Array(words);
      for (let day = from; day <= to; day++) {
        const at = day * words;
        for (let word = 0; word < words; word++) {
          anyTaken[word] = (anyTaken[word] as number) | (taken[at + word] as number);
          anyJudge[word] = (anyJudge[word] as number) | (judge[at + word] as number);
        }
      }
      return (slot, guests) => {
        const word = slot >>> 5;
        const mask = 1 << (slot & 31);
        if ((anyTaken[word] as number) & mask) return TAKEN;
        if ((anyJudge[word] as number) & mask) return JUDGE;
        const seats = seatsAt[slot] as number;
        if (seats < 0) return FREE;
        const seatsThere = room[slot] as number;
        // More guests than seats: the rule takes them only where no booking touches the range, so
        // it decides (rare: a shared space's largest party is seldom more than its seats).
        if (guests > seatsThere) return JUDGE;
        let most = 0;
        for (let day = from; day <= to; day++) most = Math.max(most, seatsTaken[seats + day] as number);
        if (most === SEATS_COUNTED) return JUDGE;
        return most + guests <= seatsThere ? FREE : TAKEN;
      };
    },
  };
}

export type DayOccupancy = ReturnType<typeof createDayOccupancy>;
