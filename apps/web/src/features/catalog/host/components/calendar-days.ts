import type { HostListing } from '@scrivania/core/catalog/host-listing-schemas';
import { isoWeekday } from '@scrivania/core/catalog/weekdays';

export type DayState =
  | { kind: 'outside' }
  | { kind: 'open' }
  | { kind: 'closed' }
  | { kind: 'weekly' }
  | { kind: 'imported' }
  | { kind: 'booked'; bookingNo: string }
  | { kind: 'held'; bookingNo: string };

export { monthOf, monthWeeks, shiftMonth } from '../../../../lib/month-grid.ts';

/**
 * What a day is for the host: booked or held by a booking (its number), closed, closed every week,
 * closed by an imported calendar, open, or outside every window. A booking wins over everything: it
 * holds the day whatever the windows say; one by the hour leaves the day open. A weekday closed every week and a day an imported calendar
 * closes are not the day's own setting, so they are not toggled day by day.
 */
export function dayState(
  day: string,
  listing: Pick<HostListing, 'windows' | 'closed_days' | 'closed_weekdays' | 'bookings'>,
  importedDays: ReadonlySet<string> = new Set(),
): DayState {
  // A booking by the hour takes part of a day: the day view lists those, the day stays open here.
  const booking = listing.bookings.find((b) => !b.start_time && b.start_date <= day && day <= b.end_date);
  if (booking)
    return booking.status === 'booked'
      ? { kind: 'booked', bookingNo: booking.booking_no }
      : { kind: 'held', bookingNo: booking.booking_no };
  if (!listing.windows.some((w) => w.start_date <= day && day <= w.end_date)) return { kind: 'outside' };
  if (listing.closed_weekdays.includes(isoWeekday(day))) return { kind: 'weekly' };
  if (importedDays.has(day)) return { kind: 'imported' };
  return listing.closed_days.includes(day) ? { kind: 'closed' } : { kind: 'open' };
}
