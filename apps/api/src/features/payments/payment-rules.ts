import { canTransition, holdLapsed } from '@scrivania/core/booking/lifecycle';
import type { BookingStatus } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents } from '@scrivania/core/money';

const t = messages.payments;

export type Refusal = { status: number; message: string };

/**
 * Why a booking cannot take a payment now, or null when it can. A hold that has lapsed counts as
 * expired even before anything has marked it so.
 */
export function paymentRefusal(
  booking: { status: BookingStatus; holdExpiresAt: Date | string | null },
  now: Date,
): Refusal | null {
  if (booking.status === 'booked') return { status: 409, message: t.alreadyPaid };
  if (booking.status === 'requested' && !holdLapsed(booking.holdExpiresAt, now))
    return { status: 409, message: t.awaitingHost };
  if (!canTransition(booking.status, 'booked') || holdLapsed(booking.holdExpiresAt, now))
    return { status: 409, message: t.notPayable };
  return null;
}

/** A euro amount sent by the page matches the booking only to the cent. */
export function amountMatches(euro: number | undefined, payableCents: number): boolean {
  return euro === undefined || euroToCents(euro) === payableCents;
}

export type TransferStep = { kind: 'switch' } | { kind: 'awaiting' } | { kind: 'refused'; refusal: Refusal };

/**
 * What a request to pay by bank transfer does. A booking switches once in its life: asking again
 * while the transfer is awaited answers as the first time, and any later request is refused, so no
 * booking renews its 3-day hold by asking twice (after a lapse, or if it were ever reopened).
 */
export function transferStep(
  booking: { status: BookingStatus; holdExpiresAt: Date | string | null },
  switchedBefore: boolean,
  now: Date,
): TransferStep {
  const refusal = paymentRefusal(booking, now);
  if (refusal) return { kind: 'refused', refusal };
  if (booking.status === 'awaiting_transfer') return { kind: 'awaiting' };
  if (switchedBefore)
    return { kind: 'refused', refusal: { status: 409, message: t.transferAlreadyRequested } };
  if (!canTransition(booking.status, 'awaiting_transfer'))
    return { kind: 'refused', refusal: { status: 409, message: t.notPayable } };
  return { kind: 'switch' };
}

/**
 * The idempotency key of a failed refund's next attempt: the provider answers a key it has seen with
 * the same (failed) refund, so each retry asks under a key of its own, numbered after the first.
 */
export function nextRefundAttemptKey(key: string): string {
  const match = /^(.*)~(\d+)$/.exec(key);
  return match ? `${match[1]}~${Number(match[2]) + 1}` : `${key}~2`;
}
