import { type CouponRefusal, whyCouponRefused } from '@scrivania/core/booking/coupon-rules';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import type { coupons } from '@scrivania/db/schema';
import { HttpError } from '../../plugins/errors.ts';
import type { createBookingRepository } from './booking-repository.ts';
import { readCouponReference } from './coupon-reference.ts';

const m = messages.booking.coupon;
type Coupon = typeof coupons.$inferSelect;

/** The server's reason for refusing a coupon, in Italian. */
function couponRefusalMessage(reason: CouponRefusal, coupon: Coupon): string {
  switch (reason) {
    case 'unknown':
      return m.unknown;
    case 'not-yet-valid':
      return m.notYetValid;
    case 'expired':
      return m.expired;
    case 'used-up':
      return m.usedUp;
    case 'used-by-you':
      return m.usedByYou(coupon.usageLimitPerUser ?? 0);
    case 'minimum':
      return m.minimum(formatEuroCents(coupon.minAmountCents));
  }
}

/**
 * Checks a coupon for use today, by `userId` when known (a visitor who has not signed in cannot be
 * counted); throws the reason it cannot be used.
 */
export async function usableCoupon(
  repository: ReturnType<typeof createBookingRepository>,
  coupon: Coupon | undefined,
  context: { amountCents: number | undefined; userId: number | undefined },
) {
  if (!coupon) throw new HttpError(400, m.unknown);
  const used = coupon.usageLimit === null ? 0 : await repository.couponUses(coupon.id);
  const usedByUser =
    coupon.usageLimitPerUser === null || context.userId === undefined
      ? undefined
      : await repository.couponUses(coupon.id, context.userId);
  const reason = whyCouponRefused(coupon, {
    today: todayInRome(),
    used,
    usedByUser,
    amountCents: context.amountCents,
  });
  if (reason) throw new HttpError(400, couponRefusalMessage(reason, coupon));
  return coupon;
}

/** The coupon id behind a `coupon_id` sent to `booking/store`; anything not signed by us is refused. */
export function couponIdFromReference(reference: string, secret: string): number {
  const couponId = readCouponReference(reference, secret);
  if (couponId === null) throw new HttpError(400, m.referenceInvalid);
  return couponId;
}
