import { describe, expect, it } from 'vitest';
import { formatEuroCents } from './money.ts';

describe('formatEuroCents', () => {
  it('writes euro the Italian way from integer cents', () => {
    expect(formatEuroCents(1_234_567)).toBe('12.345,67\u00a0€');
    expect(formatEuroCents(123_456)).toBe('1234,56\u00a0€');
    expect(formatEuroCents(0)).toBe('0,00\u00a0€');
  });
});
