import { todayInRome } from '@scrivania/core/dates';
import { centsToEuro } from '@scrivania/core/money';
import { describe, expect, it } from 'vitest';
import { italianDate, viewDateLabel } from './property-card.ts';

describe('property card helpers', () => {
  it('formats dates and window labels the Italian way', () => {
    expect(italianDate('2026-11-02')).toBe('02/11/2026');
    expect(viewDateLabel('2026-11-22', '2027-11-22')).toBe('Dal 22/11/2026 al 22/11/2027');
  });

  it('takes today in Rome, not in UTC', () => {
    expect(todayInRome(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(todayInRome(new Date('2026-07-31T21:59:00Z'))).toBe('2026-07-31');
    expect(todayInRome(new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
  });

  it('turns cents into euro', () => {
    expect(centsToEuro(4550)).toBe(45.5);
    expect(centsToEuro(1)).toBe(0.01);
    expect(centsToEuro(0)).toBe(0);
  });
});
