import { addDays } from '@scrivania/core/dates';
import ical from 'ical-generator';

export interface CalendarBooking {
  id: number;
  bookingNo: string;
  propertyName: string;
  address: string;
  /** Calendar days, both inclusive, as the booking counts them. */
  startDate: string;
  endDate: string;
}

const midnightUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * One booking as an RFC 5545 calendar of one all-day event. The UID is the booking number at the
 * site's host, so importing the file again updates the event instead of adding a second one; the end
 * is the day after the last booked day, since an all-day DTEND is exclusive.
 */
export function bookingCalendar(booking: CalendarBooking, publicUrl: string, now: Date): string {
  const calendar = ical({ prodId: { company: 'Scrivania', product: 'Prenotazioni', language: 'IT' } });
  calendar.createEvent({
    id: `${booking.bookingNo}@${new URL(publicUrl).hostname}`,
    stamp: now,
    allDay: true,
    start: midnightUtc(booking.startDate),
    end: midnightUtc(addDays(booking.endDate, 1)),
    summary: booking.propertyName,
    location: booking.address,
    url: `${publicUrl}/BookingView/${booking.id}`,
  });
  return calendar.toString();
}
