import type { HostListing } from '@scrivania/core/catalog/host-listing-schemas';
import { isoWeekday } from '@scrivania/core/catalog/weekdays';
import { addDays } from '@scrivania/core/dates';

export type DayState =
  | { kind: 'outside' }
  | { kind: 'open' }
  | { kind: 'closed' }
  | { kind: 'weekly' }
  | { kind: 'booked'; bookingNo: string }
  | { kind: 'held'; bookingNo: string };

/** The 'YYYY-MM' of a date, and the months before and after it. */
export const monthOf = (date: string) => date.slice(0, 7);
export const shiftMonth = (month: string, by: number) => {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, index - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
};

/**
 * The weeks of a month as seven cells each, Monday first: a date, or null before the first and after
 * the last day.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: weekday }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * What a day is for the host: booked or held by a booking (its number), closed, closed every week,
 * open, or outside every window. A booking wins over everything: it holds the day whatever the windows
 * say. A weekday closed every week is not a day's own setting, so it is not toggled day by day.
 */
export function dayState(
  day: string,
  listing: Pick<HostListing, 'windows' | 'closed_days' | 'closed_weekdays' | 'bookings'>,
): DayState {
  const booking = listing.bookings.find((b) => b.start_date <= day && day <= b.end_date);
  if (booking)
    return booking.status === 'booked'
      ? { kind: 'booked', bookingNo: booking.booking_no }
      : { kind: 'held', bookingNo: booking.booking_no };
  if (!listing.windows.some((w) => w.start_date <= day && day <= w.end_date)) return { kind: 'outside' };
  if (listing.closed_weekdays.includes(isoWeekday(day))) return { kind: 'weekly' };
  return listing.closed_days.includes(day) ? { kind: 'closed' } : { kind: 'open' };
}
