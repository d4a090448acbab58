import type { StayChoice } from '@scrivania/core/booking/pricing-input';
import { minutesBetween } from '../../../lib/time-of-day.ts';
import type { AvailabilityBoxes } from './availability-form-schema.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Start and end of a booking by the hour, local 'HH:MM'. */
export interface ChosenTimes {
  start: string;
  end: string;
}

/** The stay a property page prices, with the hours chosen when the listing is sold by the hour. */
export type ChosenStay = StayChoice & { times?: ChosenTimes };

/** The availability form's anchor: the booking bar takes the guest there. */
export const AVAILABILITY_FORM_ID = 'disponibilita';

/**
 * The stay the availability form's boxes name, once both dates are whole days in order; until then
 * none. A listing sold by the hour passes its chosen `times` (null until chosen): its stay is those
 * hours of one day. The form's schema and the server judge the rest (a past day, too many guests).
 */
export function stayOf(boxes: Partial<AvailabilityBoxes>, times?: ChosenTimes | null): ChosenStay | null {
  const { start_date: start = '', end_date: end = '', no_of_guest: guests } = boxes;
  if (!ISO_DAY.test(start) || !ISO_DAY.test(end) || end < start || times === null) return null;
  const stay = { range: { start, end }, guests: Math.max(1, Number(guests) || 1) };
  return times ? { ...stay, minutes: minutesBetween(times.start, times.end), times } : stay;
}

/**
 * The availability form's first boxes from the page's address (a search's dates and guests): a date
 * only when it is a whole day, the guests only when the guest list offers them, else the defaults.
 * The server renders the page from the same address, so its boxes are the ones the browser adopts.
 */
export function stayBoxesOf(params: URLSearchParams, maxGuests: number): AvailabilityBoxes {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DAY.test(value) ? value : '';
  };
  const guests = Number(params.get('no_of_guest'));
  const offered = Number.isInteger(guests) && guests >= 1 && guests <= maxGuests;
  return {
    start_date: day('start_date'),
    end_date: day('end_date'),
    no_of_guest: offered ? String(guests) : '1',
  };
}
