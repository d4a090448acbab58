import type { DateRange, Unavailability } from '@scrivania/core/catalog/availability';
import {
  daySlots,
  type HeldInterval,
  type HourlyRange,
  heldInterval,
  hourlyShapeProblem,
  hourlyTimingProblem,
  intervalFree,
  rangeInstants,
} from '@scrivania/core/catalog/hourly-availability';
import { hourlyMessages as h } from '@scrivania/core/catalog/hourly-messages.it';
import type { Slot } from '@scrivania/core/catalog/hourly-schemas';
import { toHourlyTerms } from '@scrivania/db/hourly-terms';
import type { createPropertyDetailRepository } from './property-detail-repository.ts';
import { unavailableMessage, whyPropertyUnavailable } from './property-detail-repository.ts';

type PropertyAvailability = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createPropertyDetailRepository>['availability']>>
>;

/** What a guest asks: dates and guests, and for an hourly listing the times of its one day. */
export interface BookingRequest {
  range: DateRange;
  guests: number;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** The instants an hourly booking holds, as stored: null for a daily one. */
export interface HeldTimes {
  startsAt: Date;
  endsAt: Date;
  blockedUntil: Date;
  /** Minutes booked, what the hourly price is charged for. */
  minutes: number;
}

export type Judgement =
  /** The request can never be right as asked: a 400. */
  | { kind: 'invalid'; message: string }
  /** The property cannot take it now: a 409 for a booking, `available: false` for a check. */
  | { kind: 'unavailable'; reason: Unavailability; message: string }
  | { kind: 'bookable'; times: HeldTimes | null };

/** The intervals a property's active bookings hold, daily ones as whole days. */
const heldIntervals = (found: PropertyAvailability): HeldInterval[] => found.bookings.map(heldInterval);

/**
 * The one availability rule for a request (decision 105): daily listings by their days, as always;
 * hourly ones by their day (windows, closed days, weekly closings, imported calendars, guests) and then
 * by the time range: its shape, its timing, and the held intervals with the buffer after each.
 */
export function judgeRequest(
  found: PropertyAvailability,
  request: BookingRequest,
  now = new Date(),
): Judgement {
  const timed = request.startTime !== undefined || request.endTime !== undefined;
  if (found.property.bookingUnit === 'day') {
    if (timed) return { kind: 'invalid', message: h.timesNotAllowed };
    const reason = whyPropertyUnavailable(found, request.range, request.guests);
    return reason
      ? { kind: 'unavailable', reason, message: unavailableMessage(found, reason) }
      : { kind: 'bookable', times: null };
  }
  if (request.startTime === undefined || request.endTime === undefined)
    return { kind: 'invalid', message: h.timesRequired };
  if (request.range.start !== request.range.end) return { kind: 'invalid', message: h.sameDayRequired };
  const rules = toHourlyTerms(found.property);
  const range: HourlyRange = { date: request.range.start, start: request.startTime, end: request.endTime };
  const shape = hourlyShapeProblem(rules, range);
  if (shape) return { kind: 'invalid', message: shape };
  const timing = hourlyTimingProblem(rules, range, now);
  if (timing) return { kind: 'unavailable', reason: 'past', message: timing };
  // The day as a daily stay of it, its bookings aside: they are judged by their times below.
  const dayReason = whyPropertyUnavailable({ ...found, bookings: [] }, request.range, request.guests);
  if (dayReason)
    return { kind: 'unavailable', reason: dayReason, message: unavailableMessage(found, dayReason) };
  const instants = rangeInstants(range, rules.buffer_minutes);
  const wanted = {
    start: instants.start.getTime(),
    blockedUntil: instants.blockedUntil.getTime(),
    guests: request.guests,
  };
  if (
    !intervalFree(wanted, heldIntervals(found), {
      occupancy: found.property.occupancy,
      seats: found.property.seats,
    })
  )
    return { kind: 'unavailable', reason: 'taken', message: unavailableMessage(found, 'taken') };
  const minutes = Math.round((instants.end.getTime() - instants.start.getTime()) / 60_000);
  return {
    kind: 'bookable',
    times: { startsAt: instants.start, endsAt: instants.end, blockedUntil: instants.blockedUntil, minutes },
  };
}

/** The slots of a day of an hourly listing (read with `availability(id, date, date)`). */
export function slotsOfDay(found: PropertyAvailability, date: string, now = new Date()): Slot[] {
  const dayOpen = whyPropertyUnavailable({ ...found, bookings: [] }, { start: date, end: date }, 1) === null;
  return daySlots({
    date,
    rules: toHourlyTerms(found.property),
    now,
    dayOpen,
    occupancy: found.property.occupancy,
    seats: found.property.seats,
    held: heldIntervals(found),
  });
}
