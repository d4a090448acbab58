import type { BookingStatus } from '../domain.ts';
import { canTransition, holdLapsed } from './lifecycle.ts';
import { bookingMessages } from './messages.it.ts';

const h = bookingMessages.host;

export type RequestAnswer = 'accept' | 'decline';
const target = { accept: 'pending', decline: 'declined' } as const satisfies Record<
  RequestAnswer,
  BookingStatus
>;

/**
 * Why the host cannot accept or decline this booking now, in words for the host, or null when they
 * can. `wasRequest` says whether the booking ever was a request (its history), so an instant booking
 * is "not a request" rather than "already accepted". A request whose 24 hours are up is expired even
 * before the sweeper has moved it.
 */
export function requestAnswerRefusal(
  booking: { status: BookingStatus; holdExpiresAt: Date | string | null; wasRequest: boolean },
  answer: RequestAnswer,
  now: Date,
): string | null {
  const { status } = booking;
  if (status === 'requested') {
    if (holdLapsed(booking.holdExpiresAt, now)) return h.requestExpired;
    return canTransition(status, target[answer]) ? null : h.notRequested;
  }
  if (!booking.wasRequest) return h.notRequested;
  if (status === 'declined') return h.alreadyDeclined;
  if (status === 'expired') return h.requestExpired;
  if (status === 'cancelled') return h.requestCancelled;
  return h.alreadyAccepted;
}

/** The status an answer moves a request to. */
export const statusAfter = (answer: RequestAnswer): BookingStatus => target[answer];
