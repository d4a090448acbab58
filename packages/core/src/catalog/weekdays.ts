import type { DateRange } from './availability.ts';

/**
 * Weekly closing days (decision 088): ISO weekday numbers, Monday = 1 … Sunday = 7, kept as a 7-bit
 * mask whose bit n − 1 is weekday n. A listing with none closed has mask 0.
 */
export const isoWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof isoWeekdays)[number];
export const ALL_WEEKDAYS = 0b111_1111;

/**
 * The ISO weekday of a 'YYYY-MM-DD' date. The date is a calendar day, not an instant: it is read as
 * UTC midnight so no time zone can move it to the day before. 1 January 1970 was a Thursday (4).
 */
export function isoWeekday(day: string): IsoWeekday {
  const dayNumber = Math.round(Date.parse(day) / 86_400_000);
  return (((((dayNumber + 3) % 7) + 7) % 7) + 1) as IsoWeekday;
}

export function weekdayMask(weekdays: readonly number[]): number {
  let mask = 0;
  for (const weekday of weekdays) mask |= 1 << (weekday - 1);
  return mask & ALL_WEEKDAYS;
}

/** The weekdays of a mask, Monday first. */
export function weekdaysOfMask(mask: number): IsoWeekday[] {
  return isoWeekdays.filter((weekday) => mask & (1 << (weekday - 1)));
}

/** The mask of the weekdays a range's days fall on (every weekday from seven days on). */
export function rangeWeekdayMask(range: DateRange): number {
  const days = Math.round((Date.parse(range.end) - Date.parse(range.start)) / 86_400_000) + 1;
  if (!(days >= 1)) return 0;
  if (days >= 7) return ALL_WEEKDAYS;
  const first = isoWeekday(range.start) - 1;
  let mask = 0;
  for (let n = 0; n < days; n++) mask |= 1 << ((first + n) % 7);
  return mask;
}
