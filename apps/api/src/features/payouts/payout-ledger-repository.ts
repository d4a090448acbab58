import type { PayoutSplit } from '@scrivania/core/payouts/commission';
import type { Db } from '@scrivania/db/client';
import { bookings, payments, payouts, platformSettings, properties, refunds } from '@scrivania/db/schema';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

export type PayoutRow = typeof payouts.$inferSelect;

const splitColumns = (split: PayoutSplit) => ({
  grossCents: split.grossCents,
  commissionCents: split.commissionCents,
  netCents: split.netCents,
});

/** The payout ledger's rows (decision 097): the commission setting, the lines and what they are made of. */
export function createPayoutLedgerRepository(db: Db) {
  return {
    /** The commission in force; with `tx`, locked until it ends, so that one operator's change wins. */
    async commissionBasisPoints(tx?: Db): Promise<number> {
      const query = (tx ?? db)
        .select({ basisPoints: platformSettings.commissionBasisPoints })
        .from(platformSettings);
      const [row] = await (tx ? query.for('update') : query);
      if (!row) throw new Error('platform_settings has no row');
      return row.basisPoints;
    },
    async setCommissionBasisPoints(tx: Db, basisPoints: number) {
      await tx
        .update(platformSettings)
        .set({ commissionBasisPoints: basisPoints, updatedAt: sql`now()` })
        .where(eq(platformSettings.id, true));
    },

    /**
     * A paid booking as its payout needs it: its host, first day and commission, what its succeeded
     * payment brought in and what is refunded or on its way back (failed refunds gave nothing back).
     */
    async paidBooking(tx: Db, bookingId: number) {
      const [row] = await tx
        .select({
          hostId: properties.hostId,
          startDate: bookings.startDate,
          currency: bookings.currency,
          commissionBasisPoints: bookings.commissionBasisPoints,
          paidCents: payments.amountCents,
          refundedCents: sql<number>`(SELECT coalesce(sum(${refunds.amountCents}), 0)::int FROM ${refunds}
            WHERE ${refunds.bookingId} = ${bookings.id} AND ${refunds.status} <> 'failed')`,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.status, 'succeeded')))
        .where(eq(bookings.id, bookingId));
      return row ? { ...row, refundedCents: Number(row.refundedCents) } : null;
    },

    /** The booking's own line, once: a repeated call (a replayed payment event) adds nothing. */
    async insertBookingLine(
      tx: Db,
      values: { hostId: number; bookingId: number; basisPoints: number; currency: string; dueOn: string },
      split: PayoutSplit,
    ) {
      await tx
        .insert(payouts)
        .values({
          hostId: values.hostId,
          bookingId: values.bookingId,
          kind: 'booking',
          commissionBasisPoints: values.basisPoints,
          currency: values.currency,
          dueOn: values.dueOn,
          ...splitColumns(split),
        })
        .onConflictDoNothing({ target: payouts.bookingId, where: sql`${payouts.kind} = 'booking'` });
    },

    /** A booking's lines, locked until `tx` ends, the booking's own first. */
    linesForUpdate: (tx: Db, bookingId: number) =>
      tx
        .select()
        .from(payouts)
        .where(eq(payouts.bookingId, bookingId))
        .orderBy(asc(payouts.id))
        .for('update'),

    async updateLine(tx: Db, id: number, split: PayoutSplit, status: PayoutRow['status']) {
      await tx
        .update(payouts)
        .set({ ...splitColumns(split), status, updatedAt: sql`now()` })
        .where(eq(payouts.id, id));
    },

    async insertAdjustment(
      tx: Db,
      of: PayoutRow,
      split: PayoutSplit,
      values: { dueOn: string; method: PayoutRow['method'] },
    ) {
      const [row] = await tx
        .insert(payouts)
        .values({
          hostId: of.hostId,
          bookingId: of.bookingId,
          kind: 'adjustment',
          commissionBasisPoints: of.commissionBasisPoints,
          currency: of.currency,
          dueOn: values.dueOn,
          status: 'due',
          method: values.method,
          ...splitColumns(split),
        })
        .returning({ id: payouts.id });
      if (!row) throw new Error('adjustment not inserted');
      return row.id;
    },

    /** One page of a host's lines, the latest due first, with each booking's number. */
    async hostPage(hostId: number, page: number, perPage: number, status?: PayoutRow['status']) {
      return db
        .select({ payout: payouts, bookingNo: bookings.bookingNo })
        .from(payouts)
        .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
        .where(and(eq(payouts.hostId, hostId), status ? eq(payouts.status, status) : undefined))
        .orderBy(desc(payouts.dueOn), desc(payouts.id))
        .limit(perPage + 1)
        .offset((page - 1) * perPage);
    },
  };
}
