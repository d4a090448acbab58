import { describe, expect, it } from 'vitest';
import { type CouponRules, couponExpired, whyCouponRefused } from './coupon-rules.ts';

const open: CouponRules = {
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  usageLimitPerUser: null,
  minAmountCents: 0,
  active: true,
};
const today = '2026-05-10';

describe('whyCouponRefused', () => {
  it('accepts an open coupon, with or without a known amount', () => {
    expect(whyCouponRefused(open, { today, used: 99, amountCents: undefined })).toBeNull();
    expect(whyCouponRefused(open, { today, used: 0, amountCents: 0 })).toBeNull();
  });

  it('treats a switched-off coupon as unknown', () => {
    expect(whyCouponRefused({ ...open, active: false }, { today, used: 0, amountCents: 0 })).toBe('unknown');
  });

  it('counts the first and the last valid day as valid', () => {
    const window = { ...open, validFrom: today, validUntil: today };
    expect(whyCouponRefused(window, { today, used: 0, amountCents: 0 })).toBeNull();
    expect(whyCouponRefused(window, { today: '2026-05-09', used: 0, amountCents: 0 })).toBe('not-yet-valid');
    expect(whyCouponRefused(window, { today: '2026-05-11', used: 0, amountCents: 0 })).toBe('expired');
  });

  it('stops at the usage limit', () => {
    const limited = { ...open, usageLimit: 2 };
    expect(whyCouponRefused(limited, { today, used: 1, amountCents: 0 })).toBeNull();
    expect(whyCouponRefused(limited, { today, used: 2, amountCents: 0 })).toBe('used-up');
  });

  it('asks for the minimum amount only when the amount is known', () => {
    const minimum = { ...open, minAmountCents: 5000 };
    expect(whyCouponRefused(minimum, { today, used: 0, amountCents: 4999 })).toBe('minimum');
    expect(whyCouponRefused(minimum, { today, used: 0, amountCents: 5000 })).toBeNull();
    expect(whyCouponRefused(minimum, { today, used: 0, amountCents: undefined })).toBeNull();
  });

  it("stops at the per-person limit once the user's own uses are known", () => {
    const once = { ...open, usageLimitPerUser: 1 };
    expect(whyCouponRefused(once, { today, used: 0, usedByUser: 0, amountCents: 0 })).toBeNull();
    expect(whyCouponRefused(once, { today, used: 1, usedByUser: 1, amountCents: 0 })).toBe('used-by-you');
    expect(whyCouponRefused(once, { today, used: 1, amountCents: 0 })).toBeNull();
    expect(whyCouponRefused(open, { today, used: 9, usedByUser: 9, amountCents: 0 })).toBeNull();
  });

  it('names the coupon used up before the per-person limit', () => {
    const both = { ...open, usageLimit: 1, usageLimitPerUser: 1 };
    expect(whyCouponRefused(both, { today, used: 1, usedByUser: 1, amountCents: 0 })).toBe('used-up');
  });
});

describe('couponExpired', () => {
  it('keeps a coupon valid through its last day and expired from the day after; no end never expires', () => {
    expect(couponExpired('2026-05-10', today)).toBe(false);
    expect(couponExpired('2026-05-09', today)).toBe(true);
    expect(couponExpired(null, today)).toBe(false);
  });
});
