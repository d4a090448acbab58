import { lapsingStatuses } from '@scrivania/core/booking/lifecycle';
import type { DateRange } from '@scrivania/core/catalog/availability';
import type { BookingStatus, Occupancy } from '@scrivania/core/domain';

/** Days from the first day kept per day; a range reaching past them is judged booking by booking. */
export const HORIZON_DAYS = 400;

/** What the day bits read of a listing: its rules, not its bookings. */
export interface OccupancyListing {
  occupancy: Occupancy;
  windows: readonly DateRange[];
  closedDays: readonly string[];
}

/** A booking that holds its dates now or did when it was read (only those are kept). */
export interface HeldBooking extends DateRange {
  status: BookingStatus;
  holdExpiresAt: Date | null;
}

/** What the day bits say of a listing for a range: free for sure, taken for sure, or ask the rule. */
export const FREE = 0;
export const TAKEN = 1;
export const JUDGE = 2;
export type Verdict = typeof FREE | typeof TAKEN | typeof JUDGE;

const dayNumber = (day: string) => Math.round(Date.parse(day) / 86_400_000);

/**
 * Occupancy kept per day (decision 064), so that a search's dates are a lookup instead of a walk
 * over each listing's bookings: for each of HORIZON_DAYS days from `firstDay`, one bit per listing
 * (by its slot) that is surely not bookable that day (no window, a closed day, or, for a whole
 * space, a booking whose hold cannot lapse), and one bit for a listing whose day depends on the
 * moment asked (a hold that can lapse). Shared spaces count seats, so they are always judged by the
 * one availability rule. A bit never claims more than the rule would answer.
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
  const shared = new Uint32Array(words);

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
    if (listing.occupancy === 'shared') {
      shared[word] = (shared[word] as number) | ~keep;
      return;
    }
    shared[word] = (shared[word] as number) & keep;
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
    for (const booking of bookingsOf(slot)) {
      const lapses = lapsingStatuses.includes(booking.status) && booking.holdExpiresAt !== null;
      mark(lapses ? judge : taken, slot, dayNumber(booking.start), dayNumber(booking.end));
    }
  }

  for (let slot = 0; slot < listings.length; slot++) place(slot);

  return {
    firstDay,
    place,
    /**
     * The verdict for each slot over `range`, or undefined when the range leaves the days kept. The
     * caller checks the range itself (past, too long) and the guests first: a verdict assumes both pass.
     */
    forRange(range: DateRange): ((slot: number) => Verdict) | undefined {
      const from = dayNumber(range.start) - base;
      const to = dayNumber(range.end) - base;
      if (!(from >= 0 && to < HORIZON_DAYS && from <= to)) return undefined;
      const anyTaken = new Uint32Array(words);
      const anyJudge = shared.slice();
      for (let day = from; day <= to; day++) {
        const at = day * words;
        for (let word = 0; word < words; word++) {
          anyTaken[word] = (anyTaken[word] as number) | (taken[at + word] as number);
          anyJudge[word] = (anyJudge[word] as number) | (judge[at + word] as number);
        }
      }
      return (slot) => {
        const word = slot >>> 5;
        const mask = 1 << (slot & 31);
        if ((anyTaken[word] as number) & mask) return TAKEN;
        return (anyJudge[word] as number) & mask ? JUDGE : FREE;
      };
    },
  };
}

export type DayOccupancy = ReturnType<typeof createDayOccupancy>;
