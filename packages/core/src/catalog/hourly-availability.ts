import { addDays, instantInRome, timeInRome, todayInRome } from '../dates.ts';
import type { Occupancy } from '../domain.ts';
import { hourlyMessages as h } from './hourly-messages.it.ts';
import type { HourlyTerms, OpeningHoursEntry } from './hourly-schemas.ts';
import { minutesOfDay, timeOfMinutes } from './time-of-day.ts';
import { isoWeekday } from './weekdays.ts';

/** An hourly request: one day, two Rome wall-clock times. */
export interface HourlyRange {
  date: string;
  start: string;
  end: string;
}

/** What an hourly range occupies: [start, end) booked, then kept free until `blockedUntil` (ms since the epoch). */
export interface HeldInterval {
  start: number;
  blockedUntil: number;
  guests: number;
}

export type HourlyRules = Pick<
  HourlyTerms,
  'opening_hours' | 'min_hours' | 'slot_minutes' | 'buffer_minutes'
> &
  Pick<HourlyTerms, 'min_notice_hours' | 'max_days_ahead'>;

/** The bands of opening hours of a date's weekday, earliest first. */
export function bandsOn(openingHours: readonly OpeningHoursEntry[], date: string): OpeningHoursEntry[] {
  const weekday = isoWeekday(date);
  return openingHours
    .filter((band) => band.weekday === weekday)
    .sort((a, b) => minutesOfDay(a.open) - minutesOfDay(b.open));
}

/**
 * Why a time range can never be booked on this listing as asked (a 400): it ends before it starts, is
 * off the slot step, shorter than the minimum, or not inside one band of the day's opening hours.
 */
export function hourlyShapeProblem(rules: HourlyRules, range: HourlyRange): string | null {
  const start = minutesOfDay(range.start);
  const end = minutesOfDay(range.end);
  if (end <= start) return h.endBeforeStart;
  if (start % rules.slot_minutes !== 0 || end % rules.slot_minutes !== 0)
    return h.offStep(rules.slot_minutes);
  if (end - start < rules.min_hours * 60) return h.belowMinHours(rules.min_hours);
  const inside = bandsOn(rules.opening_hours, range.date).some(
    (band) => minutesOfDay(band.open) <= start && end <= minutesOfDay(band.close),
  );
  return inside ? null : h.outsideOpeningHours;
}

/** The instants of a range: booked from `start` to `end`, held until `blockedUntil` (the buffer after it). */
export function rangeInstants(range: HourlyRange, bufferMinutes: number) {
  const start = instantInRome(range.date, range.start);
  const end = instantInRome(range.date, range.end);
  return { start, end, blockedUntil: new Date(end.getTime() + bufferMinutes * 60_000) };
}

/** Why the time cannot be booked now (too late, too soon, too far ahead): the guest may pick another. */
export function hourlyTimingProblem(rules: HourlyRules, range: HourlyRange, now: Date): string | null {
  if (range.date > addDays(todayInRome(now), rules.max_days_ahead))
    return h.tooFarAhead(rules.max_days_ahead);
  const start = instantInRome(range.date, range.start).getTime();
  if (start < now.getTime()) return h.past;
  if (start < now.getTime() + rules.min_notice_hours * 3_600_000) return h.tooSoon(rules.min_notice_hours);
  return null;
}

/**
 * Whether [start, blockedUntil) leaves room for `guests` among the held intervals: an exclusive space
 * with none overlapping, a shared one with enough seats in every moment of it (seats are counted at
 * each start of an overlapping interval, where the count can only rise).
 */
export function intervalFree(
  wanted: { start: number; blockedUntil: number; guests: number },
  held: readonly HeldInterval[],
  space: { occupancy: Occupancy; seats: number },
): boolean {
  const overlapping = held.filter(
    (other) => other.start < wanted.blockedUntil && wanted.start < other.blockedUntil,
  );
  if (space.occupancy === 'exclusive') return overlapping.length === 0;
  const moments = [wanted.start, ...overlapping.map((other) => other.start).filter((t) => t > wanted.start)];
  return moments.every(
    (moment) =>
      overlapping
        .filter((other) => other.start <= moment && moment < other.blockedUntil)
        .reduce((sum, other) => sum + other.guests, 0) +
        wanted.guests <=
      space.seats,
  );
}

export interface DaySlotsInput {
  date: string;
  rules: HourlyRules;
  now: Date;
  /** The day itself can be booked: inside a window, not closed (by the host, a weekly closing or an imported calendar). */
  dayOpen: boolean;
  occupancy: Occupancy;
  seats: number;
  held: readonly HeldInterval[];
}

/**
 * One entry per slot step inside the day's opening hours, in Rome's wall-clock times: available when
 * the day is open, the slot is not past nor inside the minimum notice nor beyond the days ahead, and
 * the slot with the buffer after it is free of every held interval.
 */
/** One slot step of a day, in Rome's wall-clock times. */
export interface DaySlot {
  start: string;
  end: string;
  available: boolean;
}

export function daySlots(input: DaySlotsInput): DaySlot[] {
  const { rules, date } = input;
  const step = rules.slot_minutes;
  const earliest = input.now.getTime() + rules.min_notice_hours * 3_600_000;
  const bookable = input.dayOpen && date <= addDays(todayInRome(input.now), rules.max_days_ahead);
  const slots: DaySlot[] = [];
  for (const band of bandsOn(rules.opening_hours, date)) {
    const close = minutesOfDay(band.close);
    for (let minute = minutesOfDay(band.open); minute + step <= close; minute += step) {
      const start = timeOfMinutes(minute);
      const end = timeOfMinutes(minute + step);
      const instants = rangeInstants({ date, start, end }, rules.buffer_minutes);
      const available =
        bookable &&
        instants.start.getTime() >= earliest &&
        intervalFree(
          { start: instants.start.getTime(), blockedUntil: instants.blockedUntil.getTime(), guests: 1 },
          input.held,
          input,
        );
      slots.push({ start, end, available });
    }
  }
  return slots;
}

/** A daily booking on an hourly listing holds its days whole, from midnight to midnight in Rome. */
export function dayInterval(booking: { start: string; end: string; guests: number }): HeldInterval {
  return {
    start: instantInRome(booking.start, '00:00').getTime(),
    blockedUntil: instantInRome(addDays(booking.end, 1), '00:00').getTime(),
    guests: booking.guests,
  };
}

/** What a booking holds of an hourly listing's time: an hourly one its range and buffer, a daily one its days. */
export function heldInterval(booking: {
  start: string;
  end: string;
  guests: number;
  startsAt: Date | null;
  blockedUntil: Date | null;
}): HeldInterval {
  return booking.startsAt && booking.blockedUntil
    ? {
        start: booking.startsAt.getTime(),
        blockedUntil: booking.blockedUntil.getTime(),
        guests: booking.guests,
      }
    : dayInterval(booking);
}

/** `start_time` and `end_time` of a booking's answers: Rome's times of an hourly one, null for a daily one. */
export function bookingTimes(row: { startsAt: Date | null; endsAt: Date | null }) {
  return {
    start_time: row.startsAt ? timeInRome(row.startsAt) : null,
    end_time: row.endsAt ? timeInRome(row.endsAt) : null,
  };
}

/** An hourly booking's Rome times and length in hours (1.5 for an hour and a half); null for a daily one. */
export function bookedHours(row: { startsAt: Date | null; endsAt: Date | null }) {
  if (!row.startsAt || !row.endsAt) return null;
  return {
    start: timeInRome(row.startsAt),
    end: timeInRome(row.endsAt),
    count: (row.endsAt.getTime() - row.startsAt.getTime()) / 3_600_000,
  };
}
