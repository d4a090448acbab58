import { dateHoldingStatuses, lapsingStatuses } from '@scrivania/core/booking/lifecycle';
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

/** A booking whose hold has run out but that nothing has moved to `expired` yet. */
export const lapsedHold = and(
  inArray(bookings.status, [...lapsingStatuses]),
  lte(bookings.holdExpiresAt, sql`now()`),
);
