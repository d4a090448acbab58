import { holdsDatesNow } from '@scrivania/db/booking-holds';
import type { Db } from '@scrivania/db/client';
import {
  availabilityClosedDays,
  bookings,
  externalCalendarEvents,
  externalCalendars,
  properties,
} from '@scrivania/db/schema';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { BusyRange } from './feed-events.ts';

/** The listings' calendar feeds and the feeds they import (decision 103). */
export function createCalendarRepository(db: Db) {
  return {
    /** The listing with its feed token, when `hostId` owns it (any status). */
    async ownedListing(propertyId: number, hostId: number) {
      const [row] = await db
        .select({ id: properties.id, token: properties.calendarFeedToken })
        .from(properties)
        .where(and(eq(properties.id, propertyId), eq(properties.hostId, hostId)));
      return row;
    },

    async setFeedToken(propertyId: number, token: string) {
      await db.update(properties).set({ calendarFeedToken: token }).where(eq(properties.id, propertyId));
    },

    /** What the listing's own feed needs: its name, token and weekly closing. */
    async feedListing(propertyId: number) {
      const [row] = await db
        .select({
          id: properties.id,
          name: properties.name,
          token: properties.calendarFeedToken,
          closedWeekdays: properties.closedWeekdays,
        })
        .from(properties)
        .where(eq(properties.id, propertyId));
      return row;
    },

    /** Bookings holding dates now that have not ended, with nothing of their guests. */
    heldRanges(propertyId: number, today: string) {
      return db
        .select({ id: bookings.id, start: bookings.startDate, end: bookings.endDate })
        .from(bookings)
        .where(and(eq(bookings.propertyId, propertyId), gte(bookings.endDate, today), holdsDatesNow))
        .orderBy(asc(bookings.startDate), asc(bookings.id));
    },

    async closedDays(propertyId: number, today: string): Promise<string[]> {
      const rows = await db
        .select({ day: availabilityClosedDays.day })
        .from(availabilityClosedDays)
        .where(and(eq(availabilityClosedDays.propertyId, propertyId), gte(availabilityClosedDays.day, today)))
        .orderBy(asc(availabilityClosedDays.day));
      return rows.map((row) => row.day);
    },

    /** The listing's imported feeds, each with the events of its last good fetch that have not ended. */
    calendars(propertyId: number, today: string) {
      return db
        .select({
          id: externalCalendars.id,
          name: externalCalendars.name,
          url: externalCalendars.url,
          lastSyncedAt: externalCalendars.lastSyncedAt,
          lastError: externalCalendars.lastError,
          events: sql<number>`(select count(*)::int from ${externalCalendarEvents} e
            where e.calendar_id = ${externalCalendars.id} and e.end_date >= ${today})`,
        })
        .from(externalCalendars)
        .where(eq(externalCalendars.propertyId, propertyId))
        .orderBy(asc(externalCalendars.id));
    },

    async calendarCount(propertyId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(externalCalendars)
        .where(eq(externalCalendars.propertyId, propertyId));
      return row?.n ?? 0;
    },

    /** One imported feed, of the listing `propertyId` when given; undefined when there is none. */
    async calendar(calendarId: number, propertyId?: number) {
      const [row] = await db
        .select({
          id: externalCalendars.id,
          propertyId: externalCalendars.propertyId,
          url: externalCalendars.url,
        })
        .from(externalCalendars)
        .where(
          and(
            eq(externalCalendars.id, calendarId),
            propertyId === undefined ? undefined : eq(externalCalendars.propertyId, propertyId),
          ),
        );
      return row;
    },

    async addCalendar(propertyId: number, name: string, url: string): Promise<number> {
      const [row] = await db
        .insert(externalCalendars)
        .values({ propertyId, name, url })
        .returning({ id: externalCalendars.id });
      if (!row) throw new Error('calendar not inserted');
      return row.id;
    },

    async removeCalendar(calendarId: number) {
      await db.delete(externalCalendars).where(eq(externalCalendars.id, calendarId));
    },

    /** Every imported feed: what the periodic sync goes through. */
    async allCalendarIds(): Promise<number[]> {
      const rows = await db
        .select({ id: externalCalendars.id })
        .from(externalCalendars)
        .orderBy(asc(externalCalendars.id));
      return rows.map((row) => row.id);
    },

    /**
     * Makes the feed's stored events those of a complete fetch: events gone are deleted, changed ones
     * rewritten, new ones added, the rest left alone (so an unchanged feed writes nothing that would
     * make search read the catalogue again). Answers whether any day changed.
     */
    async replaceEvents(calendarId: number, propertyId: number, ranges: BusyRange[]): Promise<boolean> {
      const stored = await db
        .select({
          uid: externalCalendarEvents.uid,
          start: externalCalendarEvents.startDate,
          end: externalCalendarEvents.endDate,
        })
        .from(externalCalendarEvents)
        .where(eq(externalCalendarEvents.calendarId, calendarId));
      const byUid = new Map(stored.map((row) => [row.uid, row]));
      const fresh = new Set(ranges.map((range) => range.uid));
      const changed = ranges.filter((range) => {
        const before = byUid.get(range.uid);
        return !before || before.start !== range.start || before.end !== range.end;
      });
      const gone = stored.filter(
        (row) => !fresh.has(row.uid) || changed.some((range) => range.uid === row.uid),
      );
      for (let i = 0; i < gone.length; i += 1000)
        await db.delete(externalCalendarEvents).where(
          and(
            eq(externalCalendarEvents.calendarId, calendarId),
            inArray(
              externalCalendarEvents.uid,
              gone.slice(i, i + 1000).map((row) => row.uid),
            ),
          ),
        );
      for (let i = 0; i < changed.length; i += 1000)
        await db.insert(externalCalendarEvents).values(
          changed.slice(i, i + 1000).map((range) => ({
            calendarId,
            propertyId,
            uid: range.uid,
            startDate: range.start,
            endDate: range.end,
          })),
        );
      return gone.length > 0 || changed.length > 0;
    },

    async markSynced(calendarId: number) {
      await db
        .update(externalCalendars)
        .set({ lastSyncedAt: sql`now()`, lastError: null })
        .where(eq(externalCalendars.id, calendarId));
    },

    async markFailed(calendarId: number, error: string) {
      await db
        .update(externalCalendars)
        .set({ lastError: error })
        .where(eq(externalCalendars.id, calendarId));
    },

    /** Bookings holding dates that fall on days an imported feed closes: the host must settle them. */
    conflicts(propertyId: number, today: string) {
      return db
        .selectDistinctOn([bookings.id, externalCalendars.id], {
          bookingId: bookings.id,
          bookingNo: bookings.bookingNo,
          start: bookings.startDate,
          end: bookings.endDate,
          calendarName: externalCalendars.name,
        })
        .from(bookings)
        .innerJoin(
          externalCalendarEvents,
          and(
            eq(externalCalendarEvents.propertyId, bookings.propertyId),
            lte(externalCalendarEvents.startDate, bookings.endDate),
            gte(externalCalendarEvents.endDate, bookings.startDate),
          ),
        )
        .innerJoin(externalCalendars, eq(externalCalendars.id, externalCalendarEvents.calendarId))
        .where(and(eq(bookings.propertyId, propertyId), gte(bookings.endDate, today), holdsDatesNow))
        .orderBy(bookings.id, externalCalendars.id);
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
