/**
 * The one price engine (SPEC section 9), shared by the checkout screen (display) and the server (authority).
 * Everything is integer cents. Rounding happens only at the points marked ROUNDING, always half up on
 * exact integer arithmetic (BigInt, so no product can lose precision); see decision record 010.
 */

import type { CouponAmountType, PriceType, PropertyDiscountType } from '../domain.ts';

export interface PricingDiscount {
  type: PropertyDiscountType;
  /** Cents for 'amount', whole percent (0 to 100) for 'percent'. */
  value: number;
}

export interface PricingCoupon {
  type: CouponAmountType;
  /** Cents for 'amount', whole percent (0 to 100) for 'percentage'. */
  value: number;
}

export interface PricingInput {
  priceCents: number;
  priceType: PriceType;
  /** Inclusive day count (end minus start plus one). */
  days: number;
  /**
   * For a listing sold by the hour (decision 106): the minutes booked. The price is then per hour,
   * charged for these minutes, and each service once per booking; `days` is ignored.
   */
  minutes?: number | undefined;
  guests: number;
  discount: PricingDiscount | null;
  /** Price per day of each selected service, in cents. */
  servicePricesCents: readonly number[];
  coupon: PricingCoupon | null;
  /** Each applicable tax in basis points (2200 = 22 %); they are summed. */
  taxBasisPoints: readonly number[];
}

export interface PriceBreakdown {
  days: number;
  /** price × days (× guests when priced per person). */
  propertyAmountCents: number;
  discountAmountCents: number;
  /** Each selected service: price × days, in the order given. */
  serviceAmountsCents: number[];
  servicesAmountCents: number;
  /** Property after discount plus services: what a coupon applies to. */
  totalAmountCents: number;
  couponAmountCents: number;
  /** After the coupon, never below zero. */
  netAmountCents: number;
  taxBasisPoints: number;
  totalTaxCents: number;
  /** net + tax, to the cent. */
  grossAmountCents: number;
  /** What is charged: gross rounded to whole euro (SPEC: "sent rounded to 0 decimals"). */
  payableAmountCents: number;
}

/** A non-negative whole number, or 0: bad data must never yield NaN or a negative price. */
const whole = (value: number) => (Number.isSafeInteger(value) && value > 0 ? value : 0);
const percent = (value: number) => Math.min(whole(value), 100);

/** ROUNDING helper: round(a × b / d) half up, exact for any safe integers (a, b ≥ 0, d > 0). */
export function mulDivRound(a: number, b: number, d: number): number {
  const big = BigInt(a) * BigInt(b);
  const divisor = BigInt(d);
  return Number((big * 2n + divisor) / (divisor * 2n));
}

/** A flat amount in cents, or a whole percent of `basis` (ROUNDING: half up to the cent). */
const reduction = (flat: boolean, value: number, basis: number) =>
  flat ? whole(value) : mulDivRound(basis, percent(value), 100);

export function computePrice(input: PricingInput): PriceBreakdown {
  const hourly = input.minutes !== undefined;
  const days = hourly ? 1 : whole(input.days);
  const guests = input.priceType === 'person' ? whole(input.guests) : 1;
  const price = whole(input.priceCents);
  // ROUNDING point 0 (hourly only): a half hour of an odd number of cents, half up.
  const baseDays = hourly ? mulDivRound(price, whole(input.minutes ?? 0), 60) : price * days;
  const propertyAmountCents = baseDays * guests;

  // The discount is a share of price × days (SPEC section 9, not × guests) and never exceeds the
  // property amount, so services are never discounted. ROUNDING point 1 (percent discount).
  const discountAmountCents = input.discount
    ? Math.min(
        reduction(input.discount.type === 'amount', input.discount.value, baseDays),
        propertyAmountCents,
      )
    : 0;

  const serviceAmountsCents = input.servicePricesCents.map((servicePrice) => whole(servicePrice) * days);
  const servicesAmountCents = serviceAmountsCents.reduce((sum, amount) => sum + amount, 0);
  const totalAmountCents = propertyAmountCents - discountAmountCents + servicesAmountCents;

  // ROUNDING point 2 (percentage coupon, on the running total). A coupon takes off at most the total,
  // which is the floor at 0 of the specification.
  const couponAmountCents = input.coupon
    ? Math.min(
        reduction(input.coupon.type === 'amount', input.coupon.value, totalAmountCents),
        totalAmountCents,
      )
    : 0;
  const netAmountCents = totalAmountCents - couponAmountCents;

  // ROUNDING point 3: the tax, once on the summed rate, to the cent.
  const taxBasisPoints = input.taxBasisPoints.reduce((sum, bp) => sum + whole(bp), 0);
  const totalTaxCents = mulDivRound(netAmountCents, taxBasisPoints, 10_000);
  const grossAmountCents = netAmountCents + totalTaxCents;
  // ROUNDING point 4: the amount charged is whole euro.
  const payableAmountCents = mulDivRound(grossAmountCents, 1, 100) * 100;

  return {
    days,
    propertyAmountCents,
    discountAmountCents,
    serviceAmountsCents,
    servicesAmountCents,
    totalAmountCents,
    couponAmountCents,
    netAmountCents,
    taxBasisPoints,
    totalTaxCents,
    grossAmountCents,
    payableAmountCents,
  };
}
