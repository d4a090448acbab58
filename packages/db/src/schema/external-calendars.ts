import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';

/** A calendar feed a host imports into a listing (decision 103): its events close the listing's days. */
export const externalCalendars = pgTable(
  'external_calendars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** The last fetch that succeeded; null until one has. */
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** Why the latest fetch failed; null once one succeeds. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('external_calendars_property_idx').on(t.propertyId)],
);

/**
 * The days an imported feed's events take, as of its last good fetch: one row per event (a recurring
 * event's occurrence each), both dates inclusive in Rome. Read beside the closed days wherever
 * availability is judged.
 */
export const externalCalendarEvents = pgTable(
  'external_calendar_events',
  {
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => externalCalendars.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The event's UID, with the start of the occurrence for a recurring one: unique in its feed. */
    uid: text('uid').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.calendarId, t.uid] }),
    index('external_calendar_events_property_idx').on(t.propertyId, t.endDate),
    check('external_calendar_events_order', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
