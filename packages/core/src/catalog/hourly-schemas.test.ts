import { describe, expect, it } from 'vitest';
import { HostListingPatchSchema } from './host-listing-schemas.ts';
import { hourlyMessages as h } from './hourly-messages.it.ts';
import { OpeningHoursSchema, openingHoursProblem } from './hourly-schemas.ts';
import { SearchRequestSchema } from './search-schemas.ts';
import { minutesOfDay, timeOfMinutes } from './time-of-day.ts';

const band = (weekday: number, open: string, close: string) => ({ weekday, open, close });

describe('opening hours', () => {
  it('take several bands a day that touch but do not overlap', () => {
    expect(openingHoursProblem([band(1, '09:00', '13:00'), band(1, '13:00', '18:00')], 60)).toBeNull();
    expect(openingHoursProblem([band(1, '09:00', '13:00'), band(1, '12:00', '18:00')], 60)).toBe(
      h.openingHoursOverlap(1, '09:00', '12:00'),
    );
  });

  it('refuse a band that closes before it opens, or off the slot step', () => {
    expect(openingHoursProblem([band(2, '18:00', '09:00')], 30)).toBe(h.closeBeforeOpen(2, '18:00', '09:00'));
    expect(openingHoursProblem([band(3, '09:30', '18:00')], 60)).toBe(h.openingHoursOffStep(3, '09:30', 60));
    expect(OpeningHoursSchema.safeParse([band(3, '09:15', '18:00')]).success).toBe(false);
    expect(OpeningHoursSchema.safeParse([band(8, '09:00', '18:00')]).error?.issues[0]?.message).toBe(
      h.openingHoursInvalid,
    );
  });

  it('read and write wall-clock times', () => {
    expect(minutesOfDay('09:30')).toBe(570);
    expect(timeOfMinutes(570)).toBe('09:30');
    expect(timeOfMinutes(0)).toBe('00:00');
  });
});

describe('hourly listing fields', () => {
  it('name each field in Italian', () => {
    const read = HostListingPatchSchema.safeParse({
      slot_minutes: 45,
      buffer_minutes: 200,
      booking_unit: 'week',
    });
    const messages = read.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([h.slotMinutesInvalid, h.bufferMinutesInvalid, h.bookingUnitInvalid]),
    );
  });
});

describe('search time window', () => {
  it('needs a date and both times, the end after the start', () => {
    expect(
      SearchRequestSchema.safeParse({ start_date: '2030-01-07', start_time: '10:00', end_time: '12:00' })
        .success,
    ).toBe(true);
    expect(
      SearchRequestSchema.safeParse({ start_time: '10:00', end_time: '12:00' }).error?.issues[0]?.message,
    ).toBe(h.timeWindowIncomplete);
    expect(
      SearchRequestSchema.safeParse({ start_date: '2030-01-07', start_time: '12:00', end_time: '10:00' })
        .error?.issues[0]?.message,
    ).toBe(h.endBeforeStart);
    expect(
      SearchRequestSchema.safeParse({ start_date: '2030-01-07', start_time: '25:00', end_time: '26:00' })
        .success,
    ).toBe(false);
  });
});
