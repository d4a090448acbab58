import { unpaidHoldNow } from '@scrivania/db/booking-holds';
import type { Db, DbTransaction } from '@scrivania/db/client';
import { bookings, paymentEvents, payments, properties, users } from '@scrivania/db/schema';
import { and, asc, eq, sql } from 'drizzle-orm';

type Runner = Db | DbTransaction;
export type PaymentProvider = (typeof payments.$inferInsert)['provider'];
export type PaymentStatus = (typeof payments.$inferInsert)['status'];

const bookingColumns = {
  id: bookings.id,
  bookingNo: bookings.bookingNo,
  userId: bookings.userId,
  status: bookings.status,
  holdExpiresAt: bookings.holdExpiresAt,
  payableAmountCents: bookings.payableAmountCents,
  currency: bookings.currency,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  email: bookings.email,
  cancellationPolicy: bookings.cancellationPolicy,
  cancellationRule: bookings.cancellationRule,
  guests: bookings.guests,
  propertyName: properties.name,
  propertyAddress: properties.address,
  hostId: properties.hostId,
};
export type PayableBooking = Awaited<ReturnType<ReturnType<typeof createPaymentRepository>['findBooking']>>;

export function createPaymentRepository(db: Db) {
  return {
    async findBooking(id: number, runner: Runner = db, lock = false) {
      const query = runner
        .select(bookingColumns)
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(eq(bookings.id, id));
      // Locks only the booking row: concurrent payments of one booking take turns.
      const [row] = await (lock ? query.for('update', { of: bookings }) : query);
      return row ?? null;
    },
    /**
     * Locks the paying user's row, before any booking row as the booking flow does, so one user's
     * switches to bank transfer are decided one at a time; says whether their address is verified.
     */
    async lockPayer(tx: DbTransaction, userId: number) {
      const [row] = await tx
        .select({ emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      return row ?? null;
    },
    /** Numbers of the user's bookings whose 72-hour transfer hold is still running, oldest first. */
    async awaitedTransfers(tx: DbTransaction, userId: number) {
      const rows = await tx
        .select({ bookingNo: bookings.bookingNo })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.status, 'awaiting_transfer'), unpaidHoldNow))
        .orderBy(asc(bookings.createdAt), asc(bookings.id));
      return rows.map((row) => row.bookingNo);
    },
    async hostEmail(hostId: number, runner: Runner = db) {
      const [row] = await runner
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, hostId));
      return row ?? null;
    },
    async findPayment(provider: PaymentProvider, providerRef: string, runner: Runner = db) {
      const [row] = await runner
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
      return row ?? null;
    },
    async findPaymentById(id: number) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },
    /** Latest open card intent of a booking, so a retried request reuses it instead of charging twice. */
    async findOpenPayment(bookingId: number, provider: PaymentProvider, amountCents: number) {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.bookingId, bookingId),
            eq(payments.provider, provider),
            eq(payments.amountCents, amountCents),
            eq(payments.status, 'created'),
          ),
        )
        .orderBy(sql`${payments.id} desc`)
        .limit(1);
      return row ?? null;
    },
    /** One row per provider reference: a retried attempt updates its row instead of adding one. */
    async savePayment(
      values: {
        bookingId: number;
        provider: PaymentProvider;
        providerRef: string;
        amountCents: number;
        currency: string;
        status: PaymentStatus;
        failureMessage?: string | null;
      },
      runner: Runner = db,
    ) {
      const [row] = await runner
        .insert(payments)
        .values(values)
        .onConflictDoUpdate({
          target: [payments.provider, payments.providerRef],
          set: {
            status: values.status,
            amountCents: values.amountCents,
            currency: values.currency,
            failureMessage: values.failureMessage ?? null,
            updatedAt: new Date(),
          },
        })
        .returning({ id: payments.id });
      if (!row) throw new Error('payment not saved');
      return row.id;
    },
    /** Records a provider event; null when it was already recorded (a replay). */
    async recordEvent(
      runner: Runner,
      values: { provider: PaymentProvider; eventId: string; type: string; payload: unknown },
    ) {
      const [row] = await runner
        .insert(paymentEvents)
        .values({ ...values, payload: values.payload ?? {} })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      return row?.id ?? null;
    },
    markEventProcessed: (runner: Runner, eventId: number, paymentId: number | null) =>
      runner
        .update(paymentEvents)
        .set({ processedAt: new Date(), paymentId })
        .where(eq(paymentEvents.id, eventId)),
    updateBooking: (
      runner: Runner,
      id: number,
      set: Partial<Pick<typeof bookings.$inferInsert, 'status' | 'holdExpiresAt' | 'paymentMethod'>>,
    ) =>
      runner
        .update(bookings)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(bookings.id, id)),
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
