import { describe, expect, it } from 'vitest';
import { hoursBetween, minutesBetween } from './time-of-day.ts';

describe('hoursBetween', () => {
  it('counts the hours of one day, halves too', () => {
    expect(hoursBetween('10:00', '12:00')).toBe(2);
    expect(hoursBetween('10:00', '11:30')).toBe(1.5);
    expect(minutesBetween('10:00', '11:30')).toBe(90);
  });
});
