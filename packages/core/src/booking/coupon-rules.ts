export interface CouponRules {
  validFrom: string | null;
  validUntil: string | null;
  usageLimit: number | null;
  usageLimitPerUser: number | null;
  minAmountCents: number;
  active: boolean;
}

/** Whether a coupon's last valid day (inclusive, in the business time zone) is behind `today`. */
export function couponExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && today > validUntil;
}

export type CouponRefusal = 'unknown' | 'not-yet-valid' | 'expired' | 'used-up' | 'used-by-you' | 'minimum';

/**
 * Why a coupon cannot be used today, or null when it can. Dates are inclusive calendar days in the
 * business time zone; `used` counts the bookings that already hold the coupon, `usedByUser` those of
 * the user asking (unknown for a visitor who has not signed in); `amountCents` is the running total
 * it would apply to, when known.
 */
export function whyCouponRefused(
  coupon: CouponRules,
  context: { today: string; used: number; usedByUser?: number; amountCents: number | undefined },
): CouponRefusal | null {
  if (!coupon.active) return 'unknown';
  if (coupon.validFrom !== null && context.today < coupon.validFrom) return 'not-yet-valid';
  if (couponExpired(coupon.validUntil, context.today)) return 'expired';
  if (coupon.usageLimit !== null && context.used >= coupon.usageLimit) return 'used-up';
  if (
    coupon.usageLimitPerUser !== null &&
    context.usedByUser !== undefined &&
    context.usedByUser >= coupon.usageLimitPerUser
  )
    return 'used-by-you';
  if (context.amountCents !== undefined && context.amountCents < coupon.minAmountCents) return 'minimum';
  return null;
}
