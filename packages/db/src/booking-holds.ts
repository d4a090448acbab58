import { dateHoldingStatuses, lapsingStatuses } from '@scrivania/core/booking/lifecycle';
import type { BookingStatus } from '@scrivania/core/domain';
import { and, inArray, lte, or, sql } from 'drizzle-orm';
import { bookings } from './schema.ts';

const heldForGood = dateHoldingStatuses.filter((status) => !lapsingStatuses.includes(status));

/** The booking holds its dates now without being paid: pending or awaiting a transfer, hold still live. */
export const unpaidHoldNow = and(
  inArray(bookings.status, [...lapsingStatuses]),
  sql`(${bookings.holdExpiresAt} IS NULL OR ${bookings.holdExpiresAt} > now())`,
);

/** SQL twin of core's `holdsDates`, on the database clock: the booking holds its dates now. */
export const holdsDatesNow = or(inArray(bookings.status, heldForGood), unpaidHoldNow);

/**
 * A booking in one of `statuses` (by default every lapsing one) whose hold has run out at `now` (the
 * database clock unless given) but that nothing has moved to `expired` yet.
 */
export const lapsedHold = (now?: Date, statuses: readonly BookingStatus[] = lapsingStatuses) =>
  and(inArray(bookings.status, [...statuses]), lte(bookings.holdExpiresAt, now ?? sql`now()`));
