import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineTask } from '../../lib/jobs/jobs.ts';
import { createCalendarRepository } from './calendar-repository.ts';
import { syncCalendar } from './calendar-sync.ts';

export const syncAllCalendarsTask = defineTask('calendars.sync-all', z.object({}), 3);
export const syncCalendarTask = defineTask('calendars.sync', z.object({ calendarId: z.number().int() }), 3);

/**
 * Every `everyMinutes` (0: never), one process queues a sync of each imported feed (decision 103);
 * each is its own job, keyed by the feed, so a slow feed holds back no other and a feed is never
 * queued twice.
 */
export function registerCalendarImport(app: FastifyInstance, everyMinutes: number) {
  app.jobs.handle(syncCalendarTask, async ({ calendarId }) => {
    await syncCalendar(app, calendarId);
  });
  app.jobs.handle(syncAllCalendarsTask, async () => {
    await app.db.transaction(async (tx) => {
      for (const calendarId of await createCalendarRepository(tx).allCalendarIds())
        await app.jobs.enqueue(tx, syncCalendarTask, { calendarId }, { key: `calendar-sync:${calendarId}` });
    });
  });
  app.jobs.every(syncAllCalendarsTask, everyMinutes);
}
