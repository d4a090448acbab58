import { type BookingStatus, bookingStatuses } from '../domain.ts';

/**
 * The booking lifecycle as an explicit graph (ARCHITECTURE style rule 6): every status change in the
 * product goes through `canTransition`, so a paid booking can never be paid again or silently expire.
 */

const transitions: Record<BookingStatus, readonly BookingStatus[]> = {
  // A request holds its dates while the host answers: accepted it becomes pending (the payment hold
  // starts), declined it frees them, unanswered it lapses; the guest may withdraw it meanwhile.
  requested: ['pending', 'declined', 'expired', 'cancelled'],
  // A new or accepted booking holds its dates until it is paid, switched to bank transfer, or its hold lapses.
  pending: ['awaiting_transfer', 'booked', 'expired', 'cancelled'],
  // The transfer is awaited for a longer hold; received money confirms it.
  awaiting_transfer: ['booked', 'expired', 'cancelled'],
  // A paid booking is cancelled by its guest, its host or the operator; the refund follows it
  // (booking/cancellation.ts, decision 037). It never becomes unpaid again.
  booked: ['cancelled'],
  declined: [],
  expired: [],
  cancelled: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return transitions[from].includes(to);
}

/** Statuses that hold dates (a lapsing one only while its hold is live); the exclusion constraint uses the same list. */
export const dateHoldingStatuses = [
  'requested',
  'pending',
  'awaiting_transfer',
  'booked',
] as const satisfies readonly BookingStatus[];

/** Statuses whose hold can lapse: those the lifecycle lets go to `expired`. */
export const lapsingStatuses: readonly BookingStatus[] = bookingStatuses.filter((status) =>
  canTransition(status, 'expired'),
);

/** Whether a hold has run out at `now`; a booking without a hold end never lapses. */
export function holdLapsed(holdExpiresAt: Date | string | null, now: Date): boolean {
  return holdExpiresAt !== null && new Date(holdExpiresAt).getTime() <= now.getTime();
}

/**
 * Whether a booking holds its dates at `now`: paid ones for good; requests, pending ones and those
 * awaiting a transfer while their hold lasts. Search, the availability check and booking all judge by this
 * (the database by its SQL twin in packages/db).
 */
export function holdsDates(
  booking: { status: BookingStatus; holdExpiresAt: Date | string | null },
  now: Date,
): boolean {
  if (!(dateHoldingStatuses as readonly BookingStatus[]).includes(booking.status)) return false;
  return !(lapsingStatuses.includes(booking.status) && holdLapsed(booking.holdExpiresAt, now));
}

/**
 * Default hold lengths: card and PayPal settle within minutes, a bank transfer takes days, a host
 * has a day to answer a request, and a guest whose request was accepted a day to pay (they may
 * learn of it only hours later, by mail).
 */
export const defaultHolds = {
  onlineMs: 30 * 60_000,
  requestMs: 24 * 60 * 60_000,
  acceptedRequestMs: 24 * 60 * 60_000,
  bankTransferMs: 3 * 24 * 60 * 60_000,
} as const;
