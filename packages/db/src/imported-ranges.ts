import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { externalCalendarEvents } from './schema.ts';

/**
 * The stored ranges of imported calendars' events (decision 103) that overlap `from`..`to`, of one
 * property or of all: read beside the closed days wherever availability is judged.
 */
export function importedRanges(db: Db, scope: { propertyId?: number; from: string; to?: string }) {
  const conditions: SQL[] = [gte(externalCalendarEvents.endDate, scope.from)];
  if (scope.to !== undefined) conditions.push(lte(externalCalendarEvents.startDate, scope.to));
  if (scope.propertyId !== undefined)
    conditions.push(eq(externalCalendarEvents.propertyId, scope.propertyId));
  return db
    .select({
      propertyId: externalCalendarEvents.propertyId,
      start: externalCalendarEvents.startDate,
      end: externalCalendarEvents.endDate,
    })
    .from(externalCalendarEvents)
    .where(and(...conditions));
}
