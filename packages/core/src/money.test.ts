import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimalComma, centsToEuro, euroToCents, formatEuroCents } from './money.ts';

describe('formatEuroCents', () => {
  it('writes euro the Italian way from integer cents', () => {
    expect(formatEuroCents(1_234_567)).toBe('12.345,67\u00a0€');
    expect(formatEuroCents(123_456)).toBe('1234,56\u00a0€');
    expect(formatEuroCents(0)).toBe('0,00\u00a0€');
  });
});

describe('centsToEuro and euroToCents', () => {
  it('give back the same cents for any whole amount, up to a hundred billion euro', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000_000 }), (cents) => {
        expect(euroToCents(centsToEuro(cents))).toBe(cents);
      }),
    );
  });

  it('round typed euro to the nearest cent as written down', () => {
    expect(centsToEuro(4550)).toBe(45.5);
    expect(euroToCents(45.5)).toBe(4550);
    expect(euroToCents(1.15)).toBe(115);
    expect(euroToCents(0.125)).toBe(13);
    expect(euroToCents(1.005)).toBe(100);
  });
});

describe('centsToDecimalComma', () => {
  it('writes cents with a comma and no grouping, for spreadsheets set to Italian', () => {
    expect(centsToDecimalComma(123_456)).toBe('1234,56');
    expect(centsToDecimalComma(5)).toBe('0,05');
    expect(centsToDecimalComma(-5)).toBe('-0,05');
    expect(centsToDecimalComma(0)).toBe('0,00');
  });

  it('reads back as the same cents for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (cents) => {
        expect(Math.round(Number(centsToDecimalComma(cents).replace(',', '.')) * 100)).toBe(cents);
      }),
    );
  });
});
