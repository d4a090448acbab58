import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance } from 'fastify';
import { announceCatalogueChange } from '../catalog/public-change-service.ts';
import { createCalendarRepository } from './calendar-repository.ts';
import { type BusyRange, busyRangesOf } from './feed-events.ts';
import { FeedFetchError, fetchFeed } from './feed-fetcher.ts';

const m = messages.hostCatalog.calendars;

/** What the host reads when a feed could not be used. */
export function feedFailureText(error: FeedFetchError): string {
  switch (error.failure) {
    case 'private-address':
      return m.privateAddress;
    case 'timeout':
      return m.timeout;
    case 'too-large':
      return m.tooLarge;
    case 'too-many-redirects':
      return m.tooManyRedirects;
    case 'http-status':
      return m.httpStatus(error.status ?? 0);
    case 'not-calendar':
      return m.notCalendar;
    case 'unreachable':
      return m.unreachable;
  }
}

/** Fetches and reads a feed whole: its busy days from today, or a FeedFetchError saying why not. */
export async function readFeed(app: FastifyInstance, url: string): Promise<BusyRange[]> {
  const text = await fetchFeed(url, app.config.calendarImport);
  return busyRangesOf(text, todayInRome(app.clock.now()));
}

/**
 * Fetches one imported feed and makes its stored days those of the feed (decision 103). A failed fetch
 * changes no day and records why; bookings are never touched, whatever the feed says. Answers the
 * error text, or null when the feed was read.
 */
export async function syncCalendar(app: FastifyInstance, calendarId: number): Promise<string | null> {
  const calendar = await createCalendarRepository(app.db).calendar(calendarId);
  if (!calendar) return null;
  let ranges: BusyRange[];
  try {
    ranges = await readFeed(app, calendar.url);
  } catch (error) {
    if (!(error instanceof FeedFetchError)) throw error;
    const why = feedFailureText(error);
    await createCalendarRepository(app.db).markFailed(calendarId, why);
    return why;
  }
  const changed = await app.db.transaction(async (tx) => {
    const repository = createCalendarRepository(tx);
    // Removed meanwhile: nothing to store.
    if (!(await repository.calendar(calendarId))) return false;
    const moved = await repository.replaceEvents(calendarId, calendar.propertyId, ranges);
    await repository.markSynced(calendarId);
    return moved;
  });
  if (changed) await announceCatalogueChange(app, calendar.propertyId);
  return null;
}
