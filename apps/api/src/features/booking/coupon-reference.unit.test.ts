import { describe, expect, it } from 'vitest';
import { COUPON_REFERENCE_TTL_MS, couponReference, readCouponReference } from './coupon-reference.ts';

const secret = 's'.repeat(48);
const now = Date.UTC(2026, 4, 10, 12, 0, 0);

describe('coupon references', () => {
  it('names the coupon it was made for until it expires, and nothing after', () => {
    const reference = couponReference(42, secret, now);
    expect(readCouponReference(reference, secret, now)).toBe(42);
    expect(readCouponReference(reference, secret, now + COUPON_REFERENCE_TTL_MS - 1000)).toBe(42);
    expect(readCouponReference(reference, secret, now + COUPON_REFERENCE_TTL_MS)).toBeNull();
  });

  it('is refused when any part is changed or another secret signed it', () => {
    const reference = couponReference(42, secret, now);
    const [id, expires, mac = ''] = reference.split('.');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`;
    for (const altered of [
      `43.${expires}.${mac}`,
      `${id}.${Number(expires) + 60}.${mac}`,
      `${id}.${expires}.${flipped}`,
      `${id}.${expires}.${mac.slice(1)}`,
      `${id}.${expires}`,
      `${id}.${expires}.${mac}.x`,
      couponReference(42, 't'.repeat(48), now),
      '42',
      '',
      '٤٢.1.abc',
    ]) {
      expect(readCouponReference(altered, secret, now), altered).toBeNull();
    }
  });

  it('gives different references to different coupons', () => {
    expect(couponReference(1, secret, now)).not.toBe(couponReference(2, secret, now));
  });
});
