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
