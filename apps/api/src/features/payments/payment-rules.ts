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
  if (!canTransition(booking.status, 'booked') || holdLapsed(booking.holdExpiresAt, now))
    return { status: 409, message: t.notPayable };
  return null;
}

/** A euro amount sent by the page matches the booking only to the cent. */
export function amountMatches(euro: number | undefined, payableCents: number): boolean {
  return euro === undefined || euroToCents(euro) === payableCents;
}
