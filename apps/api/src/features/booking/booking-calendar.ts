import { bookedHours } from '@scrivania/core/catalog/hourly-availability';
import { addDays } from '@scrivania/core/dates';
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface CalendarBooking {
  id: number;
  bookingNo: string;
  propertyName: string;
  address: string;
  /** Calendar days, both inclusive, as the booking counts them. */
  startDate: string;
  endDate: string;
  /** Hours of a booking by the hour ('HH:MM', Europe/Rome, on startDate); absent: whole days. */
  hours?: { start: string; end: string };
  /** Raised by every invitation mailed (decision 102); a calendar keeps the event of the highest. */
  calendarSequence: number;
}

/** The `hours` of an hourly booking's event, from its stored range; nothing for a daily one. */
export function calendarHours(row: {
  startsAt: Date | null;
  endsAt: Date | null;
}): Pick<CalendarBooking, 'hours'> {
  const hours = bookedHours(row);
  return hours ? { hours: { start: hours.start, end: hours.end } } : {};
}

/**
 * PUBLISH: a file to import ('Aggiungi al calendario'). REQUEST: the invitation of a confirmation mail,
 * which calendars offer to add and later update. CANCEL: the same event withdrawn.
 */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

const ROME = 'Europe/Rome';

/** Europe/Rome's rules since 1996 (the EU's last Sunday of March and of October), for TZID readers. */
const ROME_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ROME}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const midnightUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** The stable identity of a booking's event: the same for the file, the invitation and its cancellation. */
export const bookingEventUid = (bookingNo: string, publicUrl: string) =>
  `${bookingNo}@${new URL(publicUrl).hostname}`;

/**
 * One booking as an RFC 5545 calendar of one event. The UID is the booking number at the site's host,
 * so importing the file again, or a later invitation, updates the event instead of adding a second one.
 * A booking by the day is an all-day event whose end is the day after the last booked day, since an
 * all-day DTEND is exclusive; one by the hour has Europe/Rome times.
 */
export function bookingCalendar(
  booking: CalendarBooking,
  publicUrl: string,
  now: Date,
  invitation: { method: CalendarMethod; attendee?: { name: string; email: string } } = { method: 'PUBLISH' },
): string {
  const calendar = ical({
    prodId: { company: 'Scrivania', product: 'Prenotazioni', language: 'IT' },
    method: ICalCalendarMethod[invitation.method],
    ...(booking.hours ? { timezone: { name: ROME, generator: () => ROME_VTIMEZONE } } : {}),
  });
  const when = booking.hours
    ? {
        // A local time with the zone named: ical-generator writes it as DTSTART;TZID=Europe/Rome.
        start: `${booking.startDate}T${booking.hours.start}:00`,
        end: `${booking.startDate}T${booking.hours.end}:00`,
        timezone: ROME,
      }
    : { allDay: true, start: midnightUtc(booking.startDate), end: midnightUtc(addDays(booking.endDate, 1)) };
  calendar.createEvent({
    id: bookingEventUid(booking.bookingNo, publicUrl),
    sequence: booking.calendarSequence,
    stamp: now,
    ...when,
    summary: booking.propertyName,
    location: booking.address,
    url: `${publicUrl}/BookingView/${booking.id}`,
    ...(invitation.method === 'CANCEL' ? { status: ICalEventStatus.CANCELLED } : {}),
    ...(invitation.method === 'PUBLISH'
      ? {}
      : {
          // An invitation without its organizer is not one to Outlook or Gmail.
          organizer: { name: 'Scrivania', email: 'no-reply@scrivania.it' },
          attendees: invitation.attendee
            ? [{ ...invitation.attendee, role: ICalAttendeeRole.REQ, rsvp: false }]
            : [],
        }),
  });
  return calendar.toString();
}
