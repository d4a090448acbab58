import { describe, expect, it } from 'vitest';
import { addDays, todayInRome } from './dates.ts';

describe('dates', () => {
  it('adds days across months, years and the daylight-saving change', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-10', -10)).toBe('2026-02-28');
  });

  it("gives today's date in Rome, not in UTC", () => {
    expect(todayInRome(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInRome(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(todayInRome(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});
