import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePrice, type PricingInput } from '../booking/pricing.ts';
import {
  creditNoteTotals,
  formatAmount,
  formatRate,
  type InvoicedBooking,
  invoiceLines,
  invoiceTotals,
} from './invoice-amounts.ts';

/** A booking as the server stores it, priced by the one price engine. */
function stored(input: PricingInput, services: string[] = []): InvoicedBooking {
  const price = computePrice(input);
  return {
    propertyName: 'Ufficio Brera',
    startDate: '2026-11-02',
    endDate: '2026-11-04',
    days: price.days,
    guests: input.guests,
    propertyAmountCents: price.propertyAmountCents,
    discountAmountCents: price.discountAmountCents,
    services: input.servicePricesCents.map((priceCents, index) => ({
      name: services[index] ?? `Servizio ${index + 1}`,
      priceCents,
      amountCents: price.serviceAmountsCents[index] ?? 0,
    })),
    couponCode: input.coupon ? 'BENVENUTO10' : null,
    couponAmountCents: price.couponAmountCents,
    taxBasisPoints: price.taxBasisPoints,
    totalTaxCents: price.totalTaxCents,
    payableAmountCents: price.payableAmountCents,
  };
}

const base: PricingInput = {
  priceCents: 4_550,
  priceType: 'person',
  days: 3,
  guests: 2,
  discount: { type: 'amount', value: 1_000 },
  servicePricesCents: [1_000, 333],
  coupon: { type: 'percentage', value: 10 },
  taxBasisPoints: [2_200],
};

describe('invoiceLines', () => {
  it('bills a space whose amount does not divide by its days as one sum, never a fraction of a cent', () => {
    const [space] = invoiceLines({ ...stored(base, ['Proiettore', 'Caffè']), propertyAmountCents: 12_200 });
    expect(space).toMatchObject({ quantity: null, unit: null, unitPriceCents: 12_200, totalCents: 12_200 });
  });

  it('bills the space for its days, each service for its days, then the discount and the coupon as negative lines', () => {
    const lines = invoiceLines(stored(base, ['Proiettore', 'Caffè']));
    expect(lines).toEqual([
      {
        description: 'Prenotazione spazio di lavoro "Ufficio Brera" dal 02/11/2026 al 04/11/2026, 2 persone',
        quantity: 3,
        unit: 'gg',
        unitPriceCents: 9_100,
        totalCents: 27_300,
      },
      {
        description: 'Servizio: Proiettore',
        quantity: 3,
        unit: 'gg',
        unitPriceCents: 1_000,
        totalCents: 3_000,
      },
      { description: 'Servizio: Caffè', quantity: 3, unit: 'gg', unitPriceCents: 333, totalCents: 999 },
      {
        description: 'Sconto sullo spazio',
        quantity: null,
        unit: null,
        unitPriceCents: -1_000,
        totalCents: -1_000,
      },
      // 10 % of 302.99, half up.
      {
        description: 'Coupon BENVENUTO10',
        quantity: null,
        unit: null,
        unitPriceCents: -3_030,
        totalCents: -3_030,
      },
    ]);
  });

  it('has no discount or coupon line when there is none, and names a single day', () => {
    const booking = { ...stored({ ...base, discount: null, coupon: null, days: 1 }), endDate: '2026-11-02' };
    const lines = invoiceLines(booking);
    expect(lines.map((line) => line.description)).toEqual([
      'Prenotazione spazio di lavoro "Ufficio Brera" il 02/11/2026, 2 persone',
      'Servizio: Servizio 1',
      'Servizio: Servizio 2',
    ]);
  });
});

describe('invoiceTotals', () => {
  it('puts the whole-euro rounding of the charged total in Arrotondamento', () => {
    const booking = stored(base);
    const totals = invoiceTotals(booking, invoiceLines(booking));
    // 272.69 taxable, 59.99 VAT: 332.68 charged as 333.00.
    expect(totals).toEqual({
      taxableCents: 27_269,
      taxCents: 5_999,
      taxBasisPoints: 2_200,
      roundingCents: 32,
      totalCents: 33_300,
    });
  });

  const pricing = fc.record({
    priceCents: fc.integer({ min: 0, max: 500_000 }),
    priceType: fc.constantFrom('fixed' as const, 'person' as const),
    days: fc.integer({ min: 1, max: 60 }),
    guests: fc.integer({ min: 1, max: 50 }),
    discount: fc.option(
      fc.record({
        type: fc.constantFrom('amount' as const, 'percent' as const),
        value: fc.integer({ min: 0, max: 200_000 }),
      }),
    ),
    servicePricesCents: fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 5 }),
    coupon: fc.option(
      fc.record({
        type: fc.constantFrom('amount' as const, 'percentage' as const),
        value: fc.integer({ min: 0, max: 200_000 }),
      }),
    ),
    taxBasisPoints: fc.constantFrom([2_200], [1_000], [400], [2_200, 0]),
  });

  it('always adds up: lines = taxable, VAT = rate of taxable to the cent, taxable + VAT + rounding = charged', () => {
    fc.assert(
      fc.property(pricing, (input) => {
        const booking = stored(input);
        const lines = invoiceLines(booking);
        const totals = invoiceTotals(booking, lines);
        expect(lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(totals.taxableCents);
        for (const line of lines) {
          if (line.quantity !== null) expect(line.unitPriceCents * line.quantity).toBe(line.totalCents);
          expect(Number.isSafeInteger(line.unitPriceCents)).toBe(true);
        }
        expect(totals.taxCents).toBe(Math.round((totals.taxableCents * totals.taxBasisPoints) / 10_000));
        expect(totals.taxableCents + totals.taxCents + totals.roundingCents).toBe(booking.payableAmountCents);
        expect(Math.abs(totals.roundingCents)).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('creditNoteTotals', () => {
  const invoice = {
    taxableCents: 27_269,
    taxCents: 5_999,
    taxBasisPoints: 2_200,
    roundingCents: 32,
    totalCents: 33_300,
  };

  it('gives the invoice back exactly for a whole refund', () => {
    expect(creditNoteTotals(invoice, 33_300)).toEqual(invoice);
  });

  it('splits a partial refund at the invoice’s own proportion, the cents left over as rounding', () => {
    expect(creditNoteTotals(invoice, 16_650)).toEqual({
      taxableCents: 13_635,
      taxCents: 3_000,
      taxBasisPoints: 2_200,
      roundingCents: 15,
      totalCents: 16_650,
    });
  });

  it('always adds up to the refund, with a rounding of a few cents at most', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.constantFrom(2_200, 1_000, 0),
        fc.double({ min: 0.0001, max: 1, noNaN: true }),
        (taxable, rate, share) => {
          const taxCents = Math.round((taxable * rate) / 10_000);
          const total = Math.round((taxable + taxCents) / 100) * 100;
          const refund = Math.max(1, Math.floor(total * share));
          const note = creditNoteTotals(
            { taxableCents: taxable, totalCents: total, taxBasisPoints: rate },
            refund,
          );
          expect(note.taxableCents + note.taxCents + note.roundingCents).toBe(refund);
          expect(note.taxCents).toBe(Math.round((note.taxableCents * rate) / 10_000));
          expect(note.taxableCents).toBeGreaterThanOrEqual(0);
          expect(Math.abs(note.roundingCents)).toBeLessThanOrEqual(51);
        },
      ),
    );
  });
});

describe('formatting', () => {
  it('writes cents and rates as the schema wants them', () => {
    expect(formatAmount(34_300)).toBe('343.00');
    expect(formatAmount(-1_250)).toBe('-12.50');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(-5)).toBe('-0.05');
    expect(formatRate(2_200)).toBe('22.00');
    expect(formatRate(0)).toBe('0.00');
  });
});
