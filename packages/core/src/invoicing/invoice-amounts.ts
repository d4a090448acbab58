/**
 * The lines and totals of an e-invoice from a booking's stored price breakdown (decision 010), and the
 * amounts of a credit note for a refund (decision 052). Pure integer cents: the XML builder only
 * formats them.
 */

import { mulDivRound } from '../booking/pricing.ts';

export interface InvoiceLine {
  description: string;
  /** Days (or hours) for the space, days for each service; absent for a discount or a coupon (one-off amounts). */
  quantity: number | null;
  unit: string | null;
  /** Per unit, in cents; negative for a discount or a coupon. */
  unitPriceCents: number;
  totalCents: number;
}

/** What a paid booking stored about its price, and what it was for. */
export interface InvoicedBooking {
  propertyName: string;
  startDate: string;
  endDate: string;
  days: number;
  /**
   * A booking by the hour (decision 106): its Rome times and how many hours (1.5 for an hour and a
   * half). The space is then billed in hours ('ore') and each service once.
   */
  hours?: { start: string; end: string; count: number } | null;
  guests: number;
  /** price × days (× guests when priced per person). */
  propertyAmountCents: number;
  discountAmountCents: number;
  services: readonly { name: string; priceCents: number; amountCents: number }[];
  couponCode: string | null;
  couponAmountCents: number;
  /** The booking's summed VAT rate, in basis points (2200 = 22 %). */
  taxBasisPoints: number;
  totalTaxCents: number;
  /** What was charged: net + tax rounded to whole euro. */
  payableAmountCents: number;
}

export interface InvoiceTotals {
  /** The sum of the lines (ImponibileImporto). */
  taxableCents: number;
  /** The VAT (Imposta), as the booking stored it. */
  taxCents: number;
  taxBasisPoints: number;
  /** Arrotondamento: the whole-euro rounding of the charged total. */
  roundingCents: number;
  /** ImportoTotaleDocumento: taxable + tax + rounding, what was charged. */
  totalCents: number;
}

const italianDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * One line per element of the price: the space for its days, each service for its days, then the
 * discount and the coupon as negative lines (the schema's ScontoMaggiorazione would have to be checked
 * against each line's own price, and a coupon applies to the whole running total, not to one line).
 */
export function invoiceLines(booking: InvoicedBooking): InvoiceLine[] {
  const hours = booking.hours ?? null;
  const days = Math.max(booking.days, 1);
  const period = hours
    ? `il ${italianDate(booking.startDate)} dalle ${hours.start} alle ${hours.end}`
    : booking.startDate === booking.endDate
      ? `il ${italianDate(booking.startDate)}`
      : `dal ${italianDate(booking.startDate)} al ${italianDate(booking.endDate)}`;
  const guests = booking.guests > 1 ? `, ${booking.guests} persone` : '';
  const description = `Prenotazione spazio di lavoro "${booking.propertyName}" ${period}${guests}`;
  // Priced as price × days (× guests), the space costs whole cents a day. An amount that does not
  // divide (a booking priced otherwise) is billed as one sum: a unit price must be whole cents.
  const units = hours ? hours.count : days;
  const unitPrice = booking.propertyAmountCents / units;
  const lines: InvoiceLine[] = [
    Number.isInteger(unitPrice)
      ? {
          description,
          quantity: units,
          unit: hours ? 'ore' : 'gg',
          unitPriceCents: unitPrice,
          totalCents: booking.propertyAmountCents,
        }
      : oneOff(description, booking.propertyAmountCents),
  ];
  for (const service of booking.services) {
    lines.push({
      description: `Servizio: ${service.name}`,
      quantity: hours ? 1 : days,
      unit: hours ? null : 'gg',
      unitPriceCents: service.priceCents,
      totalCents: service.amountCents,
    });
  }
  if (booking.discountAmountCents > 0)
    lines.push(oneOff('Sconto sullo spazio', -booking.discountAmountCents));
  if (booking.couponAmountCents > 0)
    lines.push(
      oneOff(booking.couponCode ? `Coupon ${booking.couponCode}` : 'Coupon', -booking.couponAmountCents),
    );
  return lines;
}

const oneOff = (description: string, cents: number): InvoiceLine => ({
  description,
  quantity: null,
  unit: null,
  unitPriceCents: cents,
  totalCents: cents,
});

/** The document's totals: what the lines add up to, the stored VAT, and the rounding to what was charged. */
export function invoiceTotals(booking: InvoicedBooking, lines: readonly InvoiceLine[]): InvoiceTotals {
  const taxableCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  return {
    taxableCents,
    taxCents: booking.totalTaxCents,
    taxBasisPoints: booking.taxBasisPoints,
    roundingCents: booking.payableAmountCents - taxableCents - booking.totalTaxCents,
    totalCents: booking.payableAmountCents,
  };
}

/**
 * A credit note's amounts for a refund of `refundCents` of an invoice: its share of the invoice's
 * taxable amount (to the cent), the VAT on that at the invoice's rate, and the cents that make them add
 * up to the refund. A refund of everything gives the invoice's own amounts back exactly.
 */
export function creditNoteTotals(
  invoice: Pick<InvoiceTotals, 'taxableCents' | 'totalCents' | 'taxBasisPoints'>,
  refundCents: number,
): InvoiceTotals {
  const taxableCents =
    invoice.totalCents > 0 ? mulDivRound(refundCents, invoice.taxableCents, invoice.totalCents) : 0;
  const taxCents = mulDivRound(taxableCents, invoice.taxBasisPoints, 10_000);
  return {
    taxableCents,
    taxCents,
    taxBasisPoints: invoice.taxBasisPoints,
    roundingCents: refundCents - taxableCents - taxCents,
    totalCents: refundCents,
  };
}

/** Cents as the schema's amounts: `-12.50`, `343.00`. */
export function formatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as the schema's rate: 2200 → `22.00`. */
export function formatRate(basisPoints: number): string {
  return formatAmount(basisPoints);
}
