import { IMPORT_HORIZON_DAYS } from '@scrivania/core/catalog/availability';
import { addDays, BUSINESS_TIME_ZONE, startOfDayInRome } from '@scrivania/core/dates';
import type { VEvent } from 'node-ical';
import { FeedFetchError } from './feed-fetcher.ts';

/** One event's days as the listing counts them: both dates inclusive, in Rome. */
export interface BusyRange {
  uid: string;
  start: string;
  end: string;
}

const romeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** node-ical makes a date-only value local midnight of the process, whatever zone that is. */
const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The days every busy event of an iCalendar feed takes from `today` to `IMPORT_HORIZON_DAYS` ahead: all-day
 * and timed events (a timed one takes each Rome day it touches), recurring ones expanded with their
 * exceptions (node-ical with rrule). Cancelled and transparent ('free') events take none. A feed cut
 * short (no END:VCALENDAR) is refused whole: only a complete feed may free days. The parser is loaded
 * on first use: it takes a tenth of a second, which the server's start need not wait for.
 */
export async function busyRangesOf(text: string, today: string): Promise<BusyRange[]> {
  const trimmed = text.trim();
  if (!trimmed.startsWith('BEGIN:VCALENDAR') || !trimmed.endsWith('END:VCALENDAR'))
    throw new FeedFetchError('not-calendar');
  const { default: ical } = await import('node-ical');
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(trimmed);
  } catch {
    throw new FeedFetchError('not-calendar');
  }
  const horizon = addDays(today, IMPORT_HORIZON_DAYS);
  const from = startOfDayInRome(today);
  const to = startOfDayInRome(addDays(horizon, 1));
  const ranges = new Map<string, BusyRange>();
  for (const component of Object.values(parsed)) {
    if (component?.type !== 'VEVENT' || !isBusy(component)) continue;
    const recurring = component.rrule !== undefined;
    for (const instance of ical.expandRecurringEvent(component, { from, to, expandOngoing: true })) {
      const range = instance.isFullDay
        ? allDayRange(instance.start, instance.end)
        : timedRange(instance.start, instance.end);
      if (range.end < today || range.start > horizon) continue;
      const uid = recurring ? `${component.uid}/${range.start}` : component.uid;
      // Days past the horizon are judged when it reaches them, by the fetch of that day.
      ranges.set(uid, { uid, start: range.start, end: range.end > horizon ? horizon : range.end });
    }
  }
  return [...ranges.values()];
}

function isBusy(event: VEvent): boolean {
  return event.status !== 'CANCELLED' && event.transparency !== 'TRANSPARENT' && Boolean(event.uid);
}

function allDayRange(start: Date, end: Date | undefined) {
  const first = localDate(start);
  // DTEND of an all-day event is the day after its last one.
  const last = end ? addDays(localDate(end), -1) : first;
  return { start: first, end: last < first ? first : last };
}

function timedRange(start: Date, end: Date | undefined) {
  const first = romeDate.format(start);
  // An event ending at midnight does not take the day that begins then.
  const last = end && end > start ? romeDate.format(new Date(end.getTime() - 1)) : first;
  return { start: first, end: last < first ? first : last };
}
