import { z } from 'zod';
import { IsoDateSchema } from '../common.ts';
import { bookingUnits, slotMinuteSteps } from '../domain.ts';
import { hourlyMessages as h } from './hourly-messages.it.ts';
import { minutesOfDay } from './time-of-day.ts';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock time of a day in Rome, 'HH:MM' from 00:00 to 23:59. */
export function timeOfDaySchema(message: string = h.timeInvalid) {
  return z.string({ error: message }).regex(TIME_PATTERN, { error: message });
}

export const OpeningHoursEntrySchema = z.object(
  {
    /** ISO weekday, Monday = 1 … Sunday = 7. */
    weekday: z
      .number({ error: h.openingHoursInvalid })
      .int({ error: h.openingHoursInvalid })
      .min(1, { error: h.openingHoursInvalid })
      .max(7, { error: h.openingHoursInvalid }),
    open: timeOfDaySchema(),
    close: timeOfDaySchema(),
  },
  { error: h.openingHoursInvalid },
);
export type OpeningHoursEntry = z.infer<typeof OpeningHoursEntrySchema>;

/**
 * Why a listing's opening hours cannot stand with its slot step, or null: each band closes after it
 * opens, both on the step, and no two bands of a weekday overlap (touching is allowed).
 */
export function openingHoursProblem(
  entries: readonly OpeningHoursEntry[],
  slotMinutes: number,
): string | null {
  const sorted = [...entries].sort(
    (a, b) => a.weekday - b.weekday || minutesOfDay(a.open) - minutesOfDay(b.open),
  );
  let previous: OpeningHoursEntry | undefined;
  for (const entry of sorted) {
    const open = minutesOfDay(entry.open);
    const close = minutesOfDay(entry.close);
    if (close <= open) return h.closeBeforeOpen(entry.weekday, entry.open, entry.close);
    for (const time of [entry.open, entry.close])
      if (minutesOfDay(time) % slotMinutes !== 0)
        return h.openingHoursOffStep(entry.weekday, time, slotMinutes);
    if (previous && previous.weekday === entry.weekday && open < minutesOfDay(previous.close))
      return h.openingHoursOverlap(entry.weekday, previous.open, entry.open);
    previous = entry;
  }
  return null;
}

/** At most four bands a day; the finest step (30 minutes) here, the listing's own step by the server. */
export const OpeningHoursSchema = z
  .array(OpeningHoursEntrySchema, { error: h.openingHoursInvalid })
  .max(28, { error: h.tooManyOpeningHours })
  .superRefine((entries, ctx) => {
    const problem = openingHoursProblem(entries, slotMinuteSteps[0]);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** The fields of how a listing is sold by the hour, as the wizard sends them (each may be left out). */
export const hourlyListingFields = {
  booking_unit: z.enum(bookingUnits, { error: h.bookingUnitInvalid }),
  opening_hours: OpeningHoursSchema,
  min_hours: wholeNumber(1, 24, h.minHoursInvalid),
  slot_minutes: z.union([z.literal(30), z.literal(60)], { error: h.slotMinutesInvalid }),
  buffer_minutes: wholeNumber(0, 120, h.bufferMinutesInvalid),
  min_notice_hours: wholeNumber(0, 720, h.minNoticeHoursInvalid),
  max_days_ahead: wholeNumber(1, 730, h.maxDaysAheadInvalid),
};

/** The same fields as a listing's answers carry them (a daily listing has them too, unused). */
export const HourlyTermsSchema = z.object({
  booking_unit: z.enum(bookingUnits),
  opening_hours: z.array(OpeningHoursEntrySchema),
  min_hours: z.number().int(),
  slot_minutes: z.number().int(),
  buffer_minutes: z.number().int(),
  min_notice_hours: z.number().int(),
  max_days_ahead: z.number().int(),
});
export type HourlyTerms = z.infer<typeof HourlyTermsSchema>;

/** What a new listing gets for the fields the host leaves out. */
export const HOURLY_DEFAULTS: HourlyTerms = {
  booking_unit: 'day',
  opening_hours: [],
  min_hours: 1,
  slot_minutes: 60,
  buffer_minutes: 0,
  min_notice_hours: 0,
  max_days_ahead: 365,
};

/** `start_time` and `end_time` of a request: for hourly listings, with one date. */
export const timeRangeFields = {
  start_time: timeOfDaySchema().optional(),
  end_time: timeOfDaySchema().optional(),
};

export const SlotsQuerySchema = z.object({ date: IsoDateSchema });
export type SlotsQuery = z.infer<typeof SlotsQuerySchema>;

/** One step of a day's opening hours, in Rome's wall-clock times. */
export const SlotSchema = z.object({ start: z.string(), end: z.string(), available: z.boolean() });
export type Slot = z.infer<typeof SlotSchema>;

export const SlotsResponseSchema = z.object({
  success: z.literal(true),
  date: z.string(),
  slots: z.array(SlotSchema),
});
export type SlotsResponse = z.infer<typeof SlotsResponseSchema>;

/** What booking read models add: the time range of an hourly booking, null for a daily one. */
export const bookingTimeFields = {
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
};
