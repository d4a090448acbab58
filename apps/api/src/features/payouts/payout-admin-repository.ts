import type { AdminPayoutListQuery } from '@scrivania/core/payouts/admin-schemas';
import type { Db } from '@scrivania/db/client';
import {
  bookings,
  hostPayoutProfiles,
  payments,
  payoutBatches,
  payoutBatchTransfers,
  payouts,
  users,
} from '@scrivania/db/schema';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containing } from '../../lib/like-pattern.ts';
import { pageRows } from '../../lib/page-rows.ts';

const MAX_ID = 2_147_483_647;

/** A host's id (digits only), or text found in a host's name or e-mail. */
function hostFilter(host: string | undefined): SQL | undefined {
  if (host === undefined) return undefined;
  if (/^\d+$/.test(host)) {
    const id = Number(host);
    return id <= MAX_ID ? eq(payouts.hostId, id) : sql`false`;
  }
  return or(ilike(users.name, containing(host)), ilike(users.email, containing(host)));
}

/** The lines a SEPA batch takes: due, by SEPA, not held, not taken by a transfer. */
const batchable = and(
  eq(payouts.status, 'due'),
  eq(payouts.method, 'sepa'),
  isNull(payouts.holdReason),
  isNull(payouts.transferStartedAt),
);

const lineColumns = {
  payout: payouts,
  bookingNo: bookings.bookingNo,
  hostName: users.name,
  hostEmail: users.email,
};

/** The operator's payout SQL (decision 100): the list, release, and the SEPA batches. */
export function createPayoutAdminRepository(db: Db) {
  const lines = (tx: Db) =>
    tx
      .select(lineColumns)
      .from(payouts)
      .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
      .innerJoin(users, eq(users.id, payouts.hostId));

  return {
    /** Latest due first; one row more than the page says whether another follows. */
    async page(filters: Omit<AdminPayoutListQuery, 'page'>, page: number, perPage: number) {
      const rows = await lines(db)
        .where(and(filters.status ? eq(payouts.status, filters.status) : undefined, hostFilter(filters.host)))
        .orderBy(desc(payouts.dueOn), desc(payouts.id))
        .limit(perPage + 1)
        .offset((page - 1) * perPage);
      return pageRows(rows, perPage);
    },

    /** One line, locked until `tx` ends, with whether its booking's payment succeeded. */
    async lineForUpdate(tx: Db, id: number) {
      const [row] = await lines(tx).where(eq(payouts.id, id)).for('update', { of: payouts });
      if (!row) return null;
      const [paid] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.bookingId, row.payout.bookingId), eq(payments.status, 'succeeded')))
        .limit(1);
      return { ...row, bookingPaid: paid !== undefined };
    },

    async line(tx: Db, id: number) {
      const [row] = await lines(tx).where(eq(payouts.id, id));
      return row ?? null;
    },

    /** Due from `today`: a transfer refused before is asked again under its next attempt's key. */
    async release(tx: Db, id: number, today: string) {
      await tx
        .update(payouts)
        .set({
          status: 'due',
          dueOn: today,
          transferStartedAt: null,
          failureMessage: null,
          updatedAt: sql`now()`,
        })
        .where(eq(payouts.id, id));
    },

    /** Each host whose batchable lines add up to more than nothing, with that sum; hosts with a profile. */
    async batchableHosts(tx: Db) {
      return tx
        .select({ hostId: payouts.hostId, totalCents: sql<number>`sum(${payouts.netCents})::int` })
        .from(payouts)
        .innerJoin(hostPayoutProfiles, eq(hostPayoutProfiles.userId, payouts.hostId))
        .where(batchable)
        .groupBy(payouts.hostId)
        .having(sql`sum(${payouts.netCents}) > 0`);
    },

    /**
     * The batch, its lines moved into it and one transfer per host: the sum of its lines, to the account
     * its profile names now, with the bookings it pays.
     */
    async createBatch(
      tx: Db,
      values: { requestedOn: string; transferCount: number; totalCents: number; createdBy: number },
      hostIds: number[],
    ) {
      const [batch] = await tx.insert(payoutBatches).values(values).returning();
      if (!batch) throw new Error('payout batch not inserted');
      const moved = await tx
        .update(payouts)
        .set({ status: 'in_batch', batchId: batch.id, updatedAt: sql`now()` })
        .where(and(batchable, inArray(payouts.hostId, hostIds)))
        .returning({ netCents: payouts.netCents });
      await tx.execute(sql`INSERT INTO ${payoutBatchTransfers}
          (batch_id, host_id, amount_cents, iban, account_holder, booking_nos)
        SELECT ${batch.id}::int, p.host_id, sum(p.net_cents)::int, hp.iban, hp.account_holder,
          array_agg(DISTINCT b.booking_no ORDER BY b.booking_no)
        FROM ${payouts} p
        JOIN ${bookings} b ON b.id = p.booking_id
        JOIN ${hostPayoutProfiles} hp ON hp.user_id = p.host_id
        WHERE p.batch_id = ${batch.id}
        GROUP BY p.host_id, hp.iban, hp.account_holder`);
      return { batch, movedCents: moved.reduce((sum, line) => sum + line.netCents, 0) };
    },

    async batchPage(page: number, perPage: number) {
      const rows = await db
        .select()
        .from(payoutBatches)
        .orderBy(desc(payoutBatches.id))
        .limit(perPage + 1)
        .offset((page - 1) * perPage);
      return pageRows(rows, perPage);
    },

    async batch(id: number) {
      const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
      return batch ?? null;
    },

    batchTransfers: (id: number) =>
      db
        .select()
        .from(payoutBatchTransfers)
        .where(eq(payoutBatchTransfers.batchId, id))
        .orderBy(asc(payoutBatchTransfers.hostId)),

    async batchForUpdate(tx: Db, id: number) {
      const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update');
      return batch ?? null;
    },

    /** The batch paid, and its lines with it; answers the lines with what each host's mail names. */
    async markBatchPaid(tx: Db, id: number, paidBy: number) {
      const [batch] = await tx
        .update(payoutBatches)
        .set({ paidAt: sql`now()`, paidBy })
        .where(and(eq(payoutBatches.id, id), isNull(payoutBatches.paidAt)))
        .returning();
      await tx
        .update(payouts)
        .set({ status: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(payouts.batchId, id), eq(payouts.status, 'in_batch')));
      const paid = await lines(tx)
        .where(eq(payouts.batchId, id))
        .orderBy(asc(payouts.hostId), asc(payouts.dueOn), asc(payouts.id));
      return { batch, paid };
    },
  };
}
