import type { AdminRefund } from '@scrivania/core/booking/cancellation-schemas';
import type { RefundSummary } from '@scrivania/core/booking/schemas';
import type { PaymentMethod } from '@scrivania/core/domain';
import { centsToEuro } from '@scrivania/core/money';
import type { Db } from '@scrivania/db/client';
import { createRefundRepository, type RefundRow } from './refund-repository.ts';

/** The way the money goes back, in the payment page's names. */
export const REFUND_METHOD = {
  stripe: 'stripe',
  card_sandbox: 'stripe',
  paypal: 'paypal',
  paypal_sandbox: 'paypal',
  bank_transfer: 'wireTransfer',
} as const satisfies Record<RefundRow['method'], PaymentMethod>;

export function toRefundSummary(row: RefundRow): RefundSummary {
  return {
    amount: centsToEuro(row.amountCents),
    amount_cents: row.amountCents,
    status: row.status,
    method: REFUND_METHOD[row.method],
    created_at: row.createdAt.toISOString(),
  };
}

export interface BookingRefunds {
  refunded_amount: number;
  refunded_amount_cents: number;
  refunds: RefundSummary[];
}

/** What the console shows of a refund's booking. */
interface RefundBooking {
  bookingNo: string;
  firstName: string;
  lastName: string;
  email: string;
}

export function toAdminRefund(row: RefundRow, booking: RefundBooking): AdminRefund {
  return {
    _id: row.id,
    booking_id: row.bookingId,
    booking_no: booking.bookingNo,
    guest_name: `${booking.firstName} ${booking.lastName}`,
    email: booking.email,
    amount: centsToEuro(row.amountCents),
    amount_cents: row.amountCents,
    status: row.status,
    method: REFUND_METHOD[row.method],
    provider: row.method,
    provider_ref: row.providerRef,
    initiator: row.initiator,
    reason: row.reason,
    iban: row.iban,
    failure_message: row.failureMessage,
    created_at: row.createdAt.toISOString(),
  };
}

/** A booking's refunds as the console shows them, oldest first, and the cents still left to give back. */
export async function consoleRefundsOf(db: Db, booking: RefundBooking & { id: number }) {
  const repository = createRefundRepository(db);
  const [rows, payment, refundedCents] = await Promise.all([
    repository.forBookings([booking.id]),
    repository.paidPayment(booking.id),
    repository.refundedCents(booking.id),
  ]);
  return {
    refunds: rows.map((row) => toAdminRefund(row, booking)),
    refundable_amount_cents: payment ? Math.max(payment.amountCents - refundedCents, 0) : 0,
  };
}

/** What a booking's answers show of its refunds: failed ones are listed but give nothing back. */
export function refundFieldsOf(rows: readonly RefundRow[]): BookingRefunds {
  const cents = rows.filter((row) => row.status !== 'failed').reduce((sum, row) => sum + row.amountCents, 0);
  return {
    refunded_amount: centsToEuro(cents),
    refunded_amount_cents: cents,
    refunds: rows.map(toRefundSummary),
  };
}
