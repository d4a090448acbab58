import type { Db, DbTransaction } from '@scrivania/db/client';
import { bookings, properties, users } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';

type Runner = Db | DbTransaction;

const columns = {
  id: bookings.id,
  bookingNo: bookings.bookingNo,
  propertyId: bookings.propertyId,
  userId: bookings.userId,
  status: bookings.status,
  holdExpiresAt: bookings.holdExpiresAt,
  startDate: bookings.startDate,
  startsAt: bookings.startsAt,
  endDate: bookings.endDate,
  payableAmountCents: bookings.payableAmountCents,
  firstName: bookings.firstName,
  email: bookings.email,
  cancellationPolicy: bookings.cancellationPolicy,
  cancellationRule: bookings.cancellationRule,
  guests: bookings.guests,
  calendarSequence: bookings.calendarSequence,
  propertyName: properties.name,
  propertyAddress: properties.address,
  hostId: properties.hostId,
  hostName: users.name,
  hostEmail: users.email,
};

export function createCancellationRepository(db: Db) {
  return {
    /** A booking with the terms it was sold under and its listing's host; `lock` takes the booking row for the transaction. */
    async booking(bookingId: number, runner: Runner = db, lock = false) {
      const query = runner
        .select(columns)
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(users, eq(users.id, properties.hostId))
        .where(eq(bookings.id, bookingId));
      // Only the booking row: parallel cancels of one booking take turns, and the second sees it cancelled.
      const [row] = await (lock ? query.for('update', { of: bookings }) : query);
      return row ?? null;
    },
    /** Where the operator's copies go: every active admin. */
    operatorEmails: (runner: Runner = db) =>
      runner
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active'))),
    cancel: (runner: Runner, bookingId: number) =>
      runner
        .update(bookings)
        .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: new Date() })
        .where(eq(bookings.id, bookingId)),
  };
}
export type CancellableBooking = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createCancellationRepository>['booking']>>
>;
