import { describe, expect, it } from 'vitest';
import { priceTermsOfCard, pricingInputFor } from './pricing-input.ts';

const choice = {
  range: { start: '2026-12-30', end: '2027-01-02' },
  guests: 3,
  servicePricesCents: [1000],
  taxBasisPoints: [2200],
};

describe('pricingInputFor', () => {
  it('counts the days of the stay inclusively and leaves the coupon out', () => {
    const input = pricingInputFor(
      { priceCents: 4500, priceType: 'person', discountType: 'percent', discountValue: 10 },
      choice,
    );
    expect(input).toEqual({
      priceCents: 4500,
      priceType: 'person',
      days: 4,
      guests: 3,
      discount: { type: 'percent', value: 10 },
      servicePricesCents: [1000],
      coupon: null,
      taxBasisPoints: [2200],
    });
  });

  it('gives no discount to a property without one', () => {
    const terms = { priceCents: 4500, priceType: 'fixed' as const, discountType: null, discountValue: null };
    expect(pricingInputFor(terms, choice).discount).toBeNull();
  });
});

describe('priceTermsOfCard', () => {
  const card = { price_cents: 8900, price_type: 'fixed' as const };

  it("turns a card's flat discount in euro back into cents, and keeps a percent as it is", () => {
    expect(priceTermsOfCard({ ...card, discount_type: 'amount', discount_percent_amount: 12.35 })).toEqual({
      priceCents: 8900,
      priceType: 'fixed',
      discountType: 'amount',
      discountValue: 1235,
    });
    expect(
      priceTermsOfCard({ ...card, discount_type: 'percent', discount_percent_amount: 15 }).discountValue,
    ).toBe(15);
    expect(
      priceTermsOfCard({ ...card, discount_type: null, discount_percent_amount: null }).discountValue,
    ).toBeNull();
  });
});
