import type { Db } from '@scrivania/db/client';
import { bookings } from '@scrivania/db/schema';
import { eq, sql } from 'drizzle-orm';

/**
 * Raises the booking's calendar SEQUENCE and gives the new one, with the booking's time range, in the transaction that mails the
 * invitation: under the row's lock, two changes never send the same number.
 */
export async function raiseCalendarSequence(tx: Db, bookingId: number) {
  const [row] = await tx
    .update(bookings)
    .set({ calendarSequence: sql`${bookings.calendarSequence} + 1` })
    .where(eq(bookings.id, bookingId))
    .returning({ sequence: bookings.calendarSequence, startsAt: bookings.startsAt, endsAt: bookings.endsAt });
  if (!row) throw new Error(`booking ${bookingId} not found for its calendar sequence`);
  return row;
}
