import type { HourlyTerms } from '@scrivania/core/catalog/hourly-schemas';
import { properties } from './schema.ts';

/** The columns of how a listing is sold by the hour (decision 105), for any select that needs them. */
export const hourlyColumns = {
  bookingUnit: properties.bookingUnit,
  openingHours: properties.openingHours,
  minHours: properties.minHours,
  slotMinutes: properties.slotMinutes,
  bufferMinutes: properties.bufferMinutes,
  minNoticeHours: properties.minNoticeHours,
  maxDaysAhead: properties.maxDaysAhead,
};

export type HourlyRow = {
  [K in keyof typeof hourlyColumns]: (typeof hourlyColumns)[K]['_']['data'];
};

/** A listing's hourly terms as the API names them. */
export function toHourlyTerms(row: HourlyRow): HourlyTerms {
  return {
    booking_unit: row.bookingUnit,
    opening_hours: row.openingHours,
    min_hours: row.minHours,
    slot_minutes: row.slotMinutes,
    buffer_minutes: row.bufferMinutes,
    min_notice_hours: row.minNoticeHours,
    max_days_ahead: row.maxDaysAhead,
  };
}
