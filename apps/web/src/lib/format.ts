const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'YYYY-MM-DD' → '5 March, 2024', the payment page's format (SPEC section 9). */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}, ${year}`;
}

/** The payment page's day, with the hour of a booking by the hour: '5 March, 2024, 10:00'. */
export const formatLongDateAt = (isoDate: string, time: string | null | undefined) =>
  time ? `${formatLongDate(isoDate)}, ${time}` : formatLongDate(isoDate);

/** 'YYYY-MM-DD' → '05/03/2024', British day/month/year as the order history shows dates. */
export function formatBritishDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

// Made on first use, as in the core's dates: a formatter with a time zone costs a phone tens of
// milliseconds to make, in the task that loads this module, on pages that may never format a date.
let romeDateTime: Intl.DateTimeFormat | undefined;

/** An instant as Italy reads it: '05/03/2024, 14:30', in Rome's time whatever the browser's zone. */
export function formatRomeDateTime(isoInstant: string): string {
  romeDateTime ??= new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return romeDateTime.format(new Date(isoInstant));
}

let romeDate: Intl.DateTimeFormat | undefined;

/** The calendar day an instant falls on in Rome: '05/03/2024', whatever the browser's zone. */
export function formatRomeDate(instant: Date): string {
  romeDate ??= new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return romeDate.format(instant);
}

/** A booking's days, and its hours when booked by the hour (`start_time`, `end_time`: 'HH:MM', else null). */
export interface BookedPeriod {
  start_date: string;
  end_date: string;
  start_time?: string | null | undefined;
  end_time?: string | null | undefined;
}

/** Where a booking starts: '05/03/2024', or '05/03/2024, 10:00' by the hour. */
export const formatBookingStart = (booking: BookedPeriod) =>
  booking.start_time
    ? `${formatBritishDate(booking.start_date)}, ${booking.start_time}`
    : formatBritishDate(booking.start_date);

/** Where a booking ends: '07/03/2024', or '05/03/2024, 12:00' by the hour. */
export const formatBookingEnd = (booking: BookedPeriod) =>
  booking.end_time
    ? `${formatBritishDate(booking.end_date)}, ${booking.end_time}`
    : formatBritishDate(booking.end_date);

/** A booking's whole period: '05/03/2024 – 07/03/2024', or '05/03/2024, 10:00–12:00' by the hour. */
export function formatBookingPeriod(booking: BookedPeriod): string {
  if (booking.start_time && booking.end_time)
    return `${formatBritishDate(booking.start_date)}, ${booking.start_time}–${booking.end_time}`;
  return `${formatBritishDate(booking.start_date)} – ${formatBritishDate(booking.end_date)}`;
}
