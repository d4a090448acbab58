import { timingSafeEqual } from 'node:crypto';
import { hashToken } from '../../lib/tokens.ts';

/**
 * How long a reference from `booking/coupon` is taken by `booking/store`. Applying a coupon and
 * confirming the checkout are minutes apart; an hour covers a slow checkout (looking up a VAT number,
 * a phone call) while a reference copied out of a page or a log stops working within the hour. An
 * expired one costs the user one more click on 'Applica', never money: the coupon's own rules are
 * checked again at booking anyway.
 */
export const COUPON_REFERENCE_TTL_MS = 60 * 60_000;

/** Keeps these signatures apart from every other value signed with the session secret. */
const PURPOSE = 'coupon-reference';
const REFERENCE = /^([1-9]\d{0,9})\.(\d{1,12})\.([0-9a-f]{64})$/;

const signature = (couponId: number, expiresS: number, secret: string) =>
  hashToken(`${PURPOSE}.${couponId}.${expiresS}`, secret);

/** `<coupon id>.<expiry in Unix seconds>.<HMAC-SHA256 of both>`: opaque to the browser, unforgeable without the secret. */
export function couponReference(couponId: number, secret: string, now = Date.now()): string {
  const expiresS = Math.floor((now + COUPON_REFERENCE_TTL_MS) / 1000);
  return `${couponId}.${expiresS}.${signature(couponId, expiresS, secret)}`;
}

/** The coupon id a reference was signed for, or null when it is malformed, altered or expired. */
export function readCouponReference(reference: string, secret: string, now = Date.now()): number | null {
  const match = REFERENCE.exec(reference);
  if (!match?.[3]) return null;
  const couponId = Number(match[1]);
  const expiresS = Number(match[2]);
  const expected = Buffer.from(signature(couponId, expiresS, secret));
  if (!timingSafeEqual(expected, Buffer.from(match[3]))) return null;
  return expiresS * 1000 > now ? couponId : null;
}
