/**
 * The booking lifecycle as an explicit graph (ARCHITECTURE style rule 6): every status change in the
 * product goes through `canTransition`, so a paid booking can never be paid again or silently expire.
 */
export const bookingStatuses = ['pending', 'awaiting_transfer', 'booked', 'expired', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

const transitions: Record<BookingStatus, readonly BookingStatus[]> = {
  // A new booking holds its dates until it is paid, switched to bank transfer, or its hold lapses.
  pending: ['awaiting_transfer', 'booked', 'expired', 'cancelled'],
  // The transfer is awaited for a longer hold; received money confirms it.
  awaiting_transfer: ['booked', 'expired', 'cancelled'],
  // Refunds and cancellations of paid bookings are handled outside the web app for now.
  booked: [],
  expired: [],
  cancelled: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return transitions[from].includes(to);
}

/** Statuses that hold dates (a pending one only while its hold is live); the exclusion constraint uses the same list. */
export const dateHoldingStatuses = [
  'pending',
  'awaiting_transfer',
  'booked',
] as const satisfies readonly BookingStatus[];

/** Default hold lengths: card and PayPal settle within minutes, a bank transfer takes days. */
export const defaultHolds = {
  onlineMs: 30 * 60_000,
  bankTransferMs: 3 * 24 * 60 * 60_000,
} as const;
