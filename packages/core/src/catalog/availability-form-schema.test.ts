import { describe, expect, it } from 'vitest';
import { catalogMessages } from './messages.it.ts';
import { AvailabilityFormSchema } from './property-schemas.ts';

const messagesOf = (input: unknown) => {
  const result = AvailabilityFormSchema.safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
};

describe('AvailabilityFormSchema', () => {
  it('reads the boxes as the check-availability query does', () => {
    expect(
      AvailabilityFormSchema.parse({ start_date: '2026-12-01', end_date: '2026-12-01', no_of_guest: '2' }),
    ).toEqual({ start_date: '2026-12-01', end_date: '2026-12-01', no_of_guest: 2 });
  });

  it('gives the server’s one word for a missing date, a date that is none and an end before the start', () => {
    expect(messagesOf({ start_date: '', end_date: '', no_of_guest: '1' })).toEqual([
      catalogMessages.invalidDates,
    ]);
    expect(messagesOf({ start_date: '2026-02-30', end_date: '2026-03-01', no_of_guest: '1' })).toEqual([
      catalogMessages.invalidDates,
    ]);
    expect(messagesOf({ start_date: '2026-12-05', end_date: '2026-12-01', no_of_guest: '1' })).toEqual([
      catalogMessages.invalidDates,
    ]);
  });
});
