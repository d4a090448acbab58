import type { PayoutSplit } from '@scrivania/core/payouts/commission';
import { payoutGroupStatuses } from '@scrivania/core/payouts/schemas';
import type { Db } from '@scrivania/db/client';
import { bookings, payments, payouts, platformSettings, properties, refunds } from '@scrivania/db/schema';
import { and, asc, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';

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

    /** One page of a host's lines, the latest due first, with each booking's number; `due` narrows them to a month. */
    async hostPage(
      hostId: number,
      page: number,
      perPage: number,
      filters: { statuses?: readonly PayoutRow['status'][]; due?: { from: string; to: string } | undefined },
    ) {
      const { statuses, due } = filters;
      return db
        .select({ payout: payouts, bookingNo: bookings.bookingNo })
        .from(payouts)
        .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
        .where(
          and(
            eq(payouts.hostId, hostId),
            statuses ? inArray(payouts.status, [...statuses]) : undefined,
            due ? and(gte(payouts.dueOn, due.from), lt(payouts.dueOn, due.to)) : undefined,
          ),
        )
        .orderBy(desc(payouts.dueOn), desc(payouts.id))
        .limit(perPage + 1)
        .offset((page - 1) * perPage);
    },

    /** A host's lines due from `from` to before `to`, cancelled ones left out, in due order, with their bookings' days. */
    statementLines: (hostId: number, due: { from: string; to: string }) =>
      db
        .select({
          payout: payouts,
          bookingNo: bookings.bookingNo,
          startDate: bookings.startDate,
          endDate: bookings.endDate,
        })
        .from(payouts)
        .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
        .where(
          and(
            eq(payouts.hostId, hostId),
            ne(payouts.status, 'cancelled'),
            gte(payouts.dueOn, due.from),
            lt(payouts.dueOn, due.to),
          ),
        )
        .orderBy(asc(payouts.dueOn), asc(payouts.id)),

    /**
     * A host's payouts in brief: the earliest due day of the lines not yet paid with their sum that
     * day, and the nets still to come and paid.
     */
    async hostSummary(hostId: number) {
      const upcoming = inArray(payouts.status, [...payoutGroupStatuses.upcoming]);
      const netWhere = (condition: SQL) =>
        sql<string>`coalesce(sum(${payouts.netCents}) FILTER (WHERE ${condition}), 0)`.mapWith(Number);
      const [totals] = await db
        .select({
          nextDue: sql<string | null>`(min(${payouts.dueOn}) FILTER (WHERE ${upcoming}))::text`,
          upcomingNetCents: netWhere(upcoming),
          paidNetCents: netWhere(eq(payouts.status, 'paid')),
        })
        .from(payouts)
        .where(eq(payouts.hostId, hostId));
      if (!totals) throw new Error('an aggregate always answers one row');
      const { nextDue, upcomingNetCents, paidNetCents } = totals;
      if (nextDue === null) return { next: null, upcomingNetCents, paidNetCents };
      const [next] = await db
        .select({
          netCents: sql<string>`coalesce(sum(${payouts.netCents}), 0)`.mapWith(Number),
          lines: sql<string>`count(*)`.mapWith(Number),
        })
        .from(payouts)
        .where(and(eq(payouts.hostId, hostId), upcoming, eq(payouts.dueOn, nextDue)));
      return {
        next: { dueOn: nextDue, netCents: next?.netCents ?? 0, lines: next?.lines ?? 0 },
        upcomingNetCents,
        paidNetCents,
      };
    },
  };
}
