import { z } from 'zod';
import { pathInteger } from '../common.ts';
import { hostCatalogMessages } from './host-messages.it.ts';

const m = hostCatalogMessages.calendars;

/** How many feeds one listing may import. */
export const MAX_CALENDARS_PER_LISTING = 5;

/** A feed address: http or https only, whatever else URL would accept. */
export const CalendarUrlSchema = z
  .string({ error: m.urlInvalid })
  .trim()
  .max(2000, { error: m.urlTooLong })
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    },
    { error: m.urlInvalid },
  );

export const CalendarAddBodySchema = z.object({
  url: CalendarUrlSchema,
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, { error: m.nameRequired })
    .max(80, { error: m.nameTooLong }),
});
export type CalendarAddBody = z.infer<typeof CalendarAddBodySchema>;

export const CalendarParamsSchema = z.object({
  id: pathInteger(1, 2_147_483_647),
  cid: pathInteger(1, 2_147_483_647),
});

export const ImportedCalendarSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  url: z.string(),
  last_synced_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** Events of the last good fetch that have not ended. */
  events: z.number().int(),
});
export type ImportedCalendar = z.infer<typeof ImportedCalendarSchema>;

/** A booking that falls on days an imported feed closes: shown, never cancelled. */
export const CalendarConflictSchema = z.object({
  booking_id: z.number().int(),
  booking_no: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  calendar_name: z.string(),
});

export const ListingCalendarsSchema = z.object({
  /** The listing's own feed, for other sites: secret, until the host rotates it. */
  feed_url: z.string(),
  calendars: z.array(ImportedCalendarSchema),
  conflicts: z.array(CalendarConflictSchema),
  /** Days (not past) that imported feeds close, 'YYYY-MM-DD', for the host's month view. */
  imported_days: z.array(z.string()),
});
export type ListingCalendars = z.infer<typeof ListingCalendarsSchema>;

export const ListingCalendarsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ListingCalendarsSchema,
});

export const CalendarFeedParamsSchema = z.object({
  id: pathInteger(1, 2_147_483_647),
  file: z.string().max(200),
});
