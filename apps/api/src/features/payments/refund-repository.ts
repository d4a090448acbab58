import type { RefundInitiator, RefundStatus } from '@scrivania/core/domain';
import type { Db, DbTransaction } from '@scrivania/db/client';
import { bookings, paymentEvents, payments, refunds } from '@scrivania/db/schema';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';

type Runner = Db | DbTransaction;
export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = Omit<typeof refunds.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/** A refund as whoever decides it opens it: the payment it gives back from, how much, why, under which key. */
export interface RefundOpening {
  bookingId: number;
  payment: { id: number; provider: RefundRow['method']; currency: string };
  amountCents: number;
  idempotencyKey: string;
  initiator: RefundInitiator;
  actorId: number | null;
  reason: string | null;
  iban: string | null;
}

export function createRefundRepository(db: Db) {
  return {
    /** The booking's succeeded payment: where its money came from. */
    async paidPayment(bookingId: number, runner: Runner = db) {
      const [row] = await runner
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'succeeded')));
      return row ?? null;
    },
    /** Cents given back or on their way (failed refunds gave nothing back). */
    async refundedCents(bookingId: number, runner: Runner = db): Promise<number> {
      const [row] = await runner
        .select({ total: sql<string | number | null>`coalesce(sum(${refunds.amountCents}), 0)` })
        .from(refunds)
        .where(and(eq(refunds.bookingId, bookingId), ne(refunds.status, 'failed')));
      return Number(row?.total ?? 0);
    },
    /** Inserts a pending refund; null when its idempotency key is already taken (the same refund again). */
    async insert(runner: Runner, values: NewRefund) {
      const [row] = await runner.insert(refunds).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async find(id: number, runner: Runner = db) {
      const [row] = await runner.select().from(refunds).where(eq(refunds.id, id));
      return row ?? null;
    },
    async findLocked(runner: Runner, id: number) {
      const [row] = await runner.select().from(refunds).where(eq(refunds.id, id)).for('update');
      return row ?? null;
    },
    async findByProviderRef(runner: Runner, method: RefundRow['method'], providerRef: string) {
      const [row] = await runner
        .select()
        .from(refunds)
        .where(and(eq(refunds.method, method), eq(refunds.providerRef, providerRef)))
        .for('update');
      return row ?? null;
    },
    /**
     * Records the provider's word on one attempt of a refund, the one asked under `idempotencyKey`: a
     * late or replayed answer about an earlier attempt (a retry asks under a new key) changes nothing,
     * and the result is false. A final status never goes back to pending, and the provider's id, once
     * known, is kept.
     */
    async settle(
      runner: Runner,
      id: number,
      idempotencyKey: string,
      answer: { providerRef: string | null; status: RefundStatus; failureMessage: string | null },
    ): Promise<boolean> {
      const settled = await runner
        .update(refunds)
        .set({
          status: sql`case when ${refunds.status} = 'pending' then ${answer.status}::refund_status else ${refunds.status} end`,
          providerRef:
            answer.providerRef === null
              ? refunds.providerRef
              : sql`coalesce(${refunds.providerRef}, ${answer.providerRef})`,
          failureMessage: answer.failureMessage,
          updatedAt: new Date(),
        })
        .where(and(eq(refunds.id, id), eq(refunds.idempotencyKey, idempotencyKey)))
        .returning({ id: refunds.id });
      return settled.length > 0;
    },
    /** A failed refund asked again under a new key: pending, with no provider id until it answers. */
    async reopen(runner: Runner, id: number, idempotencyKey: string) {
      const [row] = await runner
        .update(refunds)
        .set({
          status: 'pending',
          idempotencyKey,
          providerRef: null,
          failureMessage: null,
          updatedAt: new Date(),
        })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'failed')))
        .returning();
      return row ?? null;
    },
    /** A bank transfer's refund the operator has sent. */
    async markSent(runner: Runner, id: number) {
      const [row] = await runner
        .update(refunds)
        .set({ status: 'succeeded', updatedAt: new Date() })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending'), eq(refunds.method, 'bank_transfer')))
        .returning();
      return row ?? null;
    },
    /** A refund that has not reached its provider yet, or whose answer was lost: asked again, same key. */
    async unsentPending(bookingId: number) {
      return db
        .select()
        .from(refunds)
        .where(
          and(eq(refunds.bookingId, bookingId), eq(refunds.status, 'pending'), isNull(refunds.providerRef)),
        );
    },
    /** Each booking's refunds, oldest first. */
    async forBookings(bookingIds: readonly number[]) {
      if (bookingIds.length === 0) return [];
      return db
        .select()
        .from(refunds)
        .where(inArray(refunds.bookingId, [...bookingIds]))
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
    },
    /** The operator's list, newest first, with each refund's booking number and guest. */
    async list(status: RefundStatus | undefined, limit: number) {
      return db
        .select({
          refund: refunds,
          booking: {
            bookingNo: bookings.bookingNo,
            firstName: bookings.firstName,
            lastName: bookings.lastName,
            email: bookings.email,
          },
        })
        .from(refunds)
        .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
        .where(status ? eq(refunds.status, status) : undefined)
        .orderBy(desc(refunds.createdAt), desc(refunds.id))
        .limit(limit);
    },
    /** The IBAN a booking's bank refunds last went to, given by the guest when cancelling. */
    async lastIban(runner: Runner, bookingId: number): Promise<string | null> {
      const [row] = await runner
        .select({ iban: refunds.iban })
        .from(refunds)
        .where(and(eq(refunds.bookingId, bookingId), isNotNull(refunds.iban)))
        .orderBy(desc(refunds.id))
        .limit(1);
      return row?.iban ?? null;
    },
    async countFor(runner: Runner, bookingId: number): Promise<number> {
      const [row] = await runner
        .select({ n: sql<string | number>`count(*)` })
        .from(refunds)
        .where(eq(refunds.bookingId, bookingId));
      return Number(row?.n ?? 0);
    },
    /** PayPal refunds a capture, whose id came in the captured order recorded with the payment. */
    async paypalCaptureId(paymentId: number): Promise<string | null> {
      const rows = await db
        .select({ payload: paymentEvents.payload })
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, paymentId))
        .orderBy(desc(paymentEvents.id));
      for (const { payload } of rows) {
        const id = captureIdIn(payload);
        if (id) return id;
      }
      return null;
    },
  };
}
export type RefundRepository = ReturnType<typeof createRefundRepository>;

function captureIdIn(payload: unknown): string | null {
  const order = payload as {
    purchaseUnits?: { payments?: { captures?: { id?: unknown }[] } }[];
  } | null;
  const id = order?.purchaseUnits?.[0]?.payments?.captures?.[0]?.id;
  return typeof id === 'string' ? id : null;
}
