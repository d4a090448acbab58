/** Calendar dates are 'YYYY-MM-DD' strings in the business time zone, Europe/Rome. */
export const BUSINESS_TIME_ZONE = 'Europe/Rome';

// The formatters are made on first use: making one with a time zone loads that zone's rules, which
// cost a phone tens of milliseconds in the task that loads this module, on pages that never use them.
let isoDateInRome: Intl.DateTimeFormat | undefined;

// Rome's offset from UTC is whole hours, so its days begin on a UTC minute: the day of a minute is
// worked out once (formatting is the expensive part, and busy paths ask thousands of times a second).
let lastMinute = Number.NaN;
let lastDay = '';

export function todayInRome(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    isoDateInRome ??= new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    lastDay = isoDateInRome.format(now);
    lastMinute = minute;
  }
  return lastDay;
}

/** Adds whole days to a calendar date, without time-zone drift. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const utc = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return utc.toISOString().slice(0, 10);
}

/**
 * Whether a 'YYYY-MM-DD' string names a day of the calendar (no 30 February, no year 0, which
 * PostgreSQL refuses); JavaScript's date parser rolls such days over into the next month instead.
 */
export function isCalendarDate(date: string): boolean {
  const [y = 0, m = 0, d = 0] = date.split('-').map(Number);
  const day = new Date(0);
  day.setUTCFullYear(y, m - 1, d);
  return y >= 1 && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of `instant` in `timeZone` (Rome by default), to the minute, as the fields of a UTC
 * date: two of them subtract to the zone's offset.
 */
export function wallClock(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): Date {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return new Date(
    Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0),
  );
}

/**
 * The instant a calendar date begins in Rome (00:00 local). Rome changes its clocks at 01:00 UTC, after
 * midnight on both sides, so the offset read at 00:00 UTC of the same date is the one in force at
 * local midnight: 23:00 UTC the day before in winter, 22:00 UTC in summer.
 */
export function startOfDayInRome(date: string): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  const wall = wallClock(new Date(utcMidnight)).getTime();
  return new Date(utcMidnight - (wall - utcMidnight));
}

/**
 * The instant Rome's clocks show `time` ('HH:MM') on `date`, through the time zone database: the
 * offset is read at the instant itself, so the days the clocks change get the right one on either side
 * of the change. A time the spring change skips (02:30 on the last Sunday of March) reads as an hour later.
 */
export function instantInRome(date: string, time: string): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const wanted = Date.UTC(y, m - 1, d, Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  const offsetAt = (instant: number) => wallClock(new Date(instant)).getTime() - instant;
  const guess = wanted - offsetAt(wanted);
  return new Date(wanted - offsetAt(guess));
}

/** The 'HH:MM' Rome's clocks show at `instant`. */
export function timeInRome(instant: Date): string {
  return wallClock(instant).toISOString().slice(11, 16);
}

/** The 'YYYY-MM-DD' it is in Rome at `instant`. */
export function dateInRome(instant: Date): string {
  return wallClock(instant).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' → 'gg/mm/aaaa', the way Italians read and type a date. */
export function toItalianDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return y && m && d ? `${d}/${m}/${y}` : isoDate;
}

const ITALIAN_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A typed date → 'YYYY-MM-DD', or null when it names no day. Accepts the Italian day/month/year with
 * '/', '.' or '-' and one- or two-digit day and month (1/3/2027), and an ISO date as pasted from
 * elsewhere; never month/day, which is ambiguous and not how the product speaks.
 */
export function parseTypedDate(text: string): string | null {
  const typed = text.trim();
  const italian = ITALIAN_DATE.exec(typed);
  const iso = italian
    ? `${italian[3]}-${italian[2]?.padStart(2, '0')}-${italian[1]?.padStart(2, '0')}`
    : ISO_DATE.test(typed)
      ? typed
      : null;
  return iso && isCalendarDate(iso) ? iso : null;
}
