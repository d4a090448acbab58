/** Calendar dates are 'YYYY-MM-DD' strings in the business time zone, Europe/Rome. */
export const BUSINESS_TIME_ZONE = 'Europe/Rome';

const isoDateInRome = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Rome's offset from UTC is whole hours, so its days begin on a UTC minute: the day of a minute is
// worked out once (formatting is the expensive part, and busy paths ask thousands of times a second).
let lastMinute = Number.NaN;
let lastDay = '';

export function todayInRome(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
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
