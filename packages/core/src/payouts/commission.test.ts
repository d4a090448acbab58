import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentToBasisPoints } from '../percent.ts';
import { commissionOf, MAX_COMMISSION_BASIS_POINTS, splitPayout } from './commission.ts';

const cents = fc.integer({ min: 0, max: 50_000_000 });
const basisPoints = fc.integer({ min: 0, max: MAX_COMMISSION_BASIS_POINTS });

describe('the commission', () => {
  it('rounds half up to the cent', () => {
    expect(commissionOf(5, 1000)).toBe(1); // 0.5 → 1
    expect(commissionOf(4, 1000)).toBe(0); // 0.4 → 0
    expect(commissionOf(15, 1000)).toBe(2); // 1.5 → 2
    expect(commissionOf(12_345, 1250)).toBe(1543); // 1543.125
    expect(commissionOf(12_344, 1250)).toBe(1543); // 1543.0
    expect(commissionOf(12_348, 1250)).toBe(1544); // 1543.5
    expect(commissionOf(10_000, 0)).toBe(0);
    expect(commissionOf(10_000, 5000)).toBe(5000);
  });

  it('reads a percent with two decimals as exact basis points', () => {
    expect(percentToBasisPoints(10)).toBe(1000);
    expect(percentToBasisPoints(12.35)).toBe(1235);
    expect(percentToBasisPoints(0.01)).toBe(1);
    expect(percentToBasisPoints(4.55)).toBe(455);
  });

  it('holds its sums for any amount, refund and percentage', () => {
    fc.assert(
      fc.property(cents, cents, basisPoints, (paid, refunded, bp) => {
        const split = splitPayout(paid, refunded, bp);
        // Gross is what the guest paid minus what came back, never below zero.
        expect(split.grossCents).toBe(Math.max(paid - refunded, 0));
        // Net and commission make up gross, to the cent.
        expect(split.commissionCents + split.netCents).toBe(split.grossCents);
        expect(Number.isInteger(split.commissionCents)).toBe(true);
        // The commission is the exact share rounded half up: within half a cent, and up at the half.
        const exact = (split.grossCents * bp) / 10_000;
        expect(Math.abs(split.commissionCents - exact)).toBeLessThanOrEqual(0.5);
        if (exact - Math.floor(exact) === 0.5) expect(split.commissionCents).toBe(Math.ceil(exact));
        expect(split.commissionCents).toBeGreaterThanOrEqual(0);
        expect(split.netCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never pays the host more for a larger refund', () => {
    fc.assert(
      fc.property(cents, cents, cents, basisPoints, (paid, a, b, bp) => {
        const [less, more] = a <= b ? [a, b] : [b, a];
        const first = splitPayout(paid, less, bp);
        const second = splitPayout(paid, more, bp);
        expect(second.netCents).toBeLessThanOrEqual(first.netCents);
        expect(second.commissionCents).toBeLessThanOrEqual(first.commissionCents);
      }),
    );
  });
});
