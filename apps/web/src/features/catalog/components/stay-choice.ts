import type { StayChoice } from '@scrivania/core/booking/pricing-input';
import type { AvailabilityBoxes } from './availability-form-schema.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The availability form's anchor: the booking bar takes the guest there. */
export const AVAILABILITY_FORM_ID = 'disponibilita';

/**
 * The stay the availability form's boxes name, once both dates are whole days in order; until then
 * none. The form's schema and the server judge the rest (a past day, too many guests).
 */
export function stayOf(boxes: Partial<AvailabilityBoxes>): StayChoice | null {
  const { start_date: start = '', end_date: end = '', no_of_guest: guests } = boxes;
  if (!ISO_DAY.test(start) || !ISO_DAY.test(end) || end < start) return null;
  return { range: { start, end }, guests: Math.max(1, Number(guests) || 1) };
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
