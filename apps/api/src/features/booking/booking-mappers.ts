import type { CancellationPolicy, CancellationRule } from '@scrivania/core/booking/cancellation';
import type { BookingDetails, Order, Tax } from '@scrivania/core/booking/schemas';
import { bookingTimes } from '@scrivania/core/catalog/hourly-availability';
import type { BookingStatus, PaymentMethod, TaxType } from '@scrivania/core/domain';
import { centsToEuro } from '@scrivania/core/money';
import type { BookingRefunds } from '../payments/refund-service.ts';
import { visibleStatus } from './booking-service.ts';

export function toTax(row: { id: number; taxType: TaxType; label: string; percentBasisPoints: number }): Tax {
  return {
    _id: row.id,
    tax_type: row.taxType,
    label: row.label,
    tax_percent: row.percentBasisPoints / 100,
    tax_basis_points: row.percentBasisPoints,
  };
}

interface BookingRow {
  id: number;
  bookingNo: string;
  startDate: string;
  endDate: string;
  startsAt: Date | null;
  endsAt: Date | null;
  payableAmountCents: number;
  status: BookingStatus;
  holdExpiresAt: Date | null;
}

/** The hold's end while the booking still waits to be paid; a paid or ended booking awaits nothing. */
function awaitedUntil(row: BookingRow): string | null {
  const status = visibleStatus(row.status, row.holdExpiresAt);
  return status === 'pending' || status === 'awaiting_transfer'
    ? (row.holdExpiresAt?.toISOString() ?? null)
    : null;
}

export function toBookingDetails(
  row: BookingRow & {
    propertyId: number;
    propertyName: string;
    address: string;
    thumbImage: string | null;
    services: { name: string; amountCents: number }[];
    cancellationPolicy: CancellationPolicy;
    cancellationRule: CancellationRule;
    guests: number;
    paymentMethod: PaymentMethod | null;
    propertyAmountCents: number;
    discountAmountCents: number;
    servicesAmountCents: number;
    couponAmountCents: number;
    totalTaxCents: number;
    paidAt: Date | null;
  },
  refunds: BookingRefunds,
  invoiceNo: string | null,
): BookingDetails {
  return {
    _id: row.id,
    booking_no: row.bookingNo,
    property: {
      _id: row.propertyId,
      property_name: row.propertyName,
      thumb_image: row.thumbImage,
      address: row.address,
    },
    service_booking: row.services.map((service) => ({
      service_name: service.name,
      amount_cents: service.amountCents,
    })),
    start_date: row.startDate,
    end_date: row.endDate,
    ...bookingTimes(row),
    guests: row.guests,
    payable_amount: centsToEuro(row.payableAmountCents),
    payable_amount_cents: row.payableAmountCents,
    amounts: {
      property_amount_cents: row.propertyAmountCents,
      discount_amount_cents: row.discountAmountCents,
      services_amount_cents: row.servicesAmountCents,
      coupon_amount_cents: row.couponAmountCents,
      tax_amount_cents: row.totalTaxCents,
      payable_amount_cents: row.payableAmountCents,
    },
    payment_method: row.paymentMethod,
    paid_at: row.paidAt?.toISOString() ?? null,
    status: visibleStatus(row.status, row.holdExpiresAt),
    hold_expires_at: awaitedUntil(row),
    invoice_no: invoiceNo,
    cancellation_policy: row.cancellationPolicy,
    cancellation_rule: row.cancellationRule,
    ...refunds,
  };
}

export function toOrder(
  row: BookingRow & { propertyName: string | null; thumbImage: string | null; createdAt: Date },
  refunds: BookingRefunds,
  invoiceNo: string | null,
): Order {
  return {
    _id: row.id,
    booking_no: row.bookingNo,
    property: { property_name: row.propertyName, thumb_image: row.thumbImage },
    start_date: row.startDate,
    end_date: row.endDate,
    ...bookingTimes(row),
    payable_amount: centsToEuro(row.payableAmountCents),
    payable_amount_cents: row.payableAmountCents,
    status: visibleStatus(row.status, row.holdExpiresAt),
    hold_expires_at: awaitedUntil(row),
    created_at: row.createdAt.toISOString(),
    invoice_no: invoiceNo,
    ...refunds,
  };
}
