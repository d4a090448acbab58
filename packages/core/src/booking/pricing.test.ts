import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePrice, mulDivRound, type PricingInput } from './pricing.ts';

const base: PricingInput = {
  priceCents: 4500,
  priceType: 'fixed',
  days: 3,
  guests: 2,
  discount: null,
  servicePricesCents: [],
  coupon: null,
  taxBasisPoints: [],
};

describe('computePrice', () => {
  it("charges 'fixed' as price × days and 'person' as price × days × guests", () => {
    expect(computePrice(base).propertyAmountCents).toBe(13_500);
    expect(computePrice({ ...base, priceType: 'person' }).propertyAmountCents).toBe(27_000);
  });

  it('adds each service as price × days', () => {
    const price = computePrice({ ...base, servicePricesCents: [1000, 250] });
    expect(price.serviceAmountsCents).toEqual([3000, 750]);
    expect(price.servicesAmountCents).toBe(3750);
    expect(price.totalAmountCents).toBe(17_250);
  });

  it('takes a flat discount off the property amount', () => {
    const price = computePrice({ ...base, discount: { type: 'amount', value: 1000 } });
    expect(price.discountAmountCents).toBe(1000);
    expect(price.totalAmountCents).toBe(12_500);
  });

  it('takes a percent discount of price × days, not of the guests, rounding half up', () => {
    const price = computePrice({
      ...base,
      priceType: 'person',
      priceCents: 3333,
      discount: { type: 'percent', value: 15 },
    });
    // 3333 × 3 = 9999; 15 % = 1499.85 → 1500.
    expect(price.discountAmountCents).toBe(1500);
    expect(price.totalAmountCents).toBe(9999 * 2 - 1500);
  });

  it('never discounts more than the property amount, so services keep their price', () => {
    const price = computePrice({
      ...base,
      discount: { type: 'amount', value: 99_999 },
      servicePricesCents: [1000],
    });
    expect(price.discountAmountCents).toBe(13_500);
    expect(price.totalAmountCents).toBe(3000);
  });

  it('applies a flat coupon and a percentage coupon of the running total', () => {
    const flat = computePrice({ ...base, coupon: { type: 'amount', value: 2000 } });
    expect(flat.couponAmountCents).toBe(2000);
    expect(flat.netAmountCents).toBe(11_500);
    const share = computePrice({
      ...base,
      servicePricesCents: [1005],
      coupon: { type: 'percentage', value: 10 },
    });
    // (13500 + 3015) × 10 % = 1651.5 → 1652.
    expect(share.couponAmountCents).toBe(1652);
    expect(share.netAmountCents).toBe(16_515 - 1652);
  });

  it('floors the total at zero when the coupon is larger than it', () => {
    const price = computePrice({
      ...base,
      coupon: { type: 'amount', value: 50_000 },
      taxBasisPoints: [2200],
    });
    expect(price.couponAmountCents).toBe(13_500);
    expect(price.netAmountCents).toBe(0);
    expect(price.payableAmountCents).toBe(0);
  });

  it('sums the taxes, rounds the tax to the cent and the payable amount to whole euro', () => {
    const price = computePrice({ ...base, priceCents: 4321, taxBasisPoints: [2200, 150] });
    // 12963 × 23.5 % = 3046.305 → 3046; gross 16009 → 160 € payable.
    expect(price.taxBasisPoints).toBe(2350);
    expect(price.totalTaxCents).toBe(3046);
    expect(price.grossAmountCents).toBe(16_009);
    expect(price.payableAmountCents).toBe(16_000);
    expect(computePrice({ ...base, priceCents: 4350, days: 1 }).payableAmountCents).toBe(4400);
  });

  it('caps percentages at 100 and treats broken numbers as zero, never NaN or negative', () => {
    expect(computePrice({ ...base, coupon: { type: 'percentage', value: 250 } }).netAmountCents).toBe(0);
    const broken = computePrice({
      ...base,
      priceCents: Number.NaN,
      days: -2,
      servicePricesCents: [-100, Number.POSITIVE_INFINITY],
      discount: { type: 'amount', value: -500 },
      taxBasisPoints: [-2200],
    });
    expect(broken.payableAmountCents).toBe(0);
    expect(broken.discountAmountCents).toBe(0);
  });

  it('rounds half up exactly even past the range of doubles', () => {
    expect(mulDivRound(5, 1, 10)).toBe(1);
    expect(mulDivRound(4, 1, 10)).toBe(0);
    expect(mulDivRound(9_000_000_000_000, 9999, 10_000)).toBe(8_999_100_000_000);
  });
});

const inputs = fc.record({
  priceCents: fc.integer({ min: 0, max: 5_000_000 }),
  priceType: fc.constantFrom<'person' | 'fixed'>('person', 'fixed'),
  days: fc.integer({ min: 1, max: 366 }),
  guests: fc.integer({ min: 1, max: 500 }),
  discount: fc.option(
    fc.oneof(
      fc.record({ type: fc.constant<'amount'>('amount'), value: fc.integer({ min: 0, max: 10_000_000 }) }),
      fc.record({ type: fc.constant<'percent'>('percent'), value: fc.integer({ min: 0, max: 100 }) }),
    ),
  ),
  servicePricesCents: fc.array(fc.integer({ min: 0, max: 500_000 }), { maxLength: 6 }),
  coupon: fc.option(
    fc.oneof(
      fc.record({ type: fc.constant<'amount'>('amount'), value: fc.integer({ min: 0, max: 10_000_000 }) }),
      fc.record({ type: fc.constant<'percentage'>('percentage'), value: fc.integer({ min: 0, max: 100 }) }),
    ),
  ),
  taxBasisPoints: fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 3 }),
});

describe('computePrice properties', () => {
  it('is never negative, never NaN, and always whole cents', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const price = computePrice(input);
        for (const value of Object.values(price)) {
          if (typeof value !== 'number') continue;
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
        expect(price.payableAmountCents % 100).toBe(0);
      }),
    );
  });

  it('never costs less for more days', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 1, max: 30 }), (input, more) => {
        const shorter = computePrice(input).payableAmountCents;
        const longer = computePrice({ ...input, days: input.days + more }).payableAmountCents;
        expect(longer).toBeGreaterThanOrEqual(shorter);
      }),
    );
  });

  it('never costs less with one more service', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 500_000 }), (input, extra) => {
        const without = computePrice(input).payableAmountCents;
        const withService = computePrice({
          ...input,
          servicePricesCents: [...input.servicePricesCents, extra],
        }).payableAmountCents;
        expect(withService).toBeGreaterThanOrEqual(without);
      }),
    );
  });
});

describe('computePrice by the hour', () => {
  const hourly: PricingInput = { ...base, priceCents: 3000, days: 1, minutes: 120 };
  it.each([
    // [minutes, price type, guests, services, discount, coupon, property, services total, payable]
    [120, 'fixed', 1, [], null, null, 6000, 0, 6000],
    [90, 'fixed', 1, [], null, null, 4500, 0, 4500],
    [120, 'person', 3, [], null, null, 18_000, 0, 18_000],
    [120, 'fixed', 1, [1000, 500], null, null, 6000, 1500, 7500],
    [180, 'fixed', 1, [], { type: 'percent', value: 10 }, null, 9000, 0, 8100],
    [120, 'fixed', 1, [1000], null, { type: 'amount', value: 2000 }, 6000, 1000, 5000],
  ] as const)(
    '%i minutes, %s, %i guests: property, services and payable',
    (minutes, priceType, guests, services, discount, coupon, property, servicesTotal, payable) => {
      const price = computePrice({
        ...hourly,
        minutes,
        priceType,
        guests,
        servicePricesCents: services,
        discount,
        coupon,
      });
      expect(price.propertyAmountCents).toBe(property);
      // Services are charged once per booking, whatever its hours.
      expect(price.servicesAmountCents).toBe(servicesTotal);
      expect(price.payableAmountCents).toBe(payable);
    },
  );

  it('taxes hours as days, and rounds a half hour of an odd price half up', () => {
    const price = computePrice({ ...hourly, priceCents: 2501, minutes: 30, taxBasisPoints: [2200] });
    expect(price.propertyAmountCents).toBe(1251);
    expect(price.totalTaxCents).toBe(275);
    expect(price.grossAmountCents).toBe(1526);
    expect(price.payableAmountCents).toBe(1500);
  });
});
