import type { OpeningHoursEntry } from '@scrivania/core/catalog/hourly-schemas';
import type { Db } from '@scrivania/db/client';
import { bookingPayload } from './booking-fixtures.ts';
import { createProperty, daysFromToday, type PropertyOptions } from './factories.ts';

/** Every weekday from `open` to `close`. */
export const everyDay = (open = '09:00', close = '18:00'): OpeningHoursEntry[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open, close }));

/** A meeting room sold by the hour at 30 euro, open 09:00–18:00 every day, bookable for 400 days. */
export function createHourlyRoom(db: Db, options: PropertyOptions = {}) {
  return createProperty(db, {
    bookingUnit: 'hour',
    priceChargeType: 'ora',
    priceCents: 3000,
    openingHours: everyDay(),
    slotMinutes: 60,
    windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(400) }],
    ...options,
  });
}

/** A booking of `date` from `start` to `end`. */
export function hourlyPayload(propertyId: number, date: string, start: string, end: string, guests = 1) {
  return bookingPayload(propertyId, {
    start_date: date,
    end_date: date,
    start_time: start,
    end_time: end,
    guests,
  });
}
