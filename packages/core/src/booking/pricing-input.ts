import { type DateRange, daysInclusive } from '../catalog/availability.ts';
import type { PropertyCard } from '../catalog/schemas.ts';
import type { PriceType, PropertyDiscountType } from '../domain.ts';
import { euroToCents } from '../money.ts';
import type { PricingInput } from './pricing.ts';

/** What a property charges, in the units of pricing: cents, and a discount in cents ('amount') or whole percent. */
export interface PriceTerms {
  priceCents: number;
  priceType: PriceType;
  discountType: PropertyDiscountType | null;
  discountValue: number | null;
}

/** What the guest chose: the dates, the guests, each chosen service's price per day, the taxes that apply. */
export interface PricingChoice {
  range: DateRange;
  /** Minutes booked of a listing sold by the hour; left out for one sold by the day. */
  minutes?: number | undefined;
  guests: number;
  servicePricesCents: readonly number[];
  taxBasisPoints: readonly number[];
}

/** The dates, minutes (by the hour) and guests chosen on a property page, before any service or coupon: what it previews. */
export type StayChoice = Pick<PricingChoice, 'range' | 'guests' | 'minutes'>;

/**
 * The price of a stay before any coupon, built one way for the checkout (display) and booking/store
 * (authority). A coupon's minimum is checked against its total; then the coupon is added to it.
 */
export function pricingInputFor(property: PriceTerms, choice: PricingChoice): PricingInput {
  return {
    priceCents: property.priceCents,
    priceType: property.priceType,
    days: daysInclusive(choice.range),
    minutes: choice.minutes,
    guests: choice.guests,
    discount:
      property.discountType && property.discountValue !== null
        ? { type: property.discountType, value: property.discountValue }
        : null,
    servicePricesCents: choice.servicePricesCents,
    coupon: null,
    taxBasisPoints: choice.taxBasisPoints,
  };
}

type CardPrice = Pick<
  PropertyCard,
  'price_cents' | 'price_type' | 'discount_type' | 'discount_percent_amount'
>;

/** A property card's price terms: the card shows a flat discount in euro (decision 002), pricing counts cents. */
export function priceTermsOfCard(card: CardPrice): PriceTerms {
  const value = card.discount_percent_amount;
  return {
    priceCents: card.price_cents,
    priceType: card.price_type,
    discountType: card.discount_type,
    discountValue: value !== null && card.discount_type === 'amount' ? euroToCents(value) : value,
  };
}
