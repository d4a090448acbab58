import { addDays, todayInRome } from '@scrivania/core/dates';
import { splitPayout } from '@scrivania/core/payouts/commission';
import { type LedgerLine, reconcileLedger } from '@scrivania/core/payouts/ledger';
import type { Db } from '@scrivania/db/client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineTask } from '../../lib/jobs/jobs.ts';
import { createPayoutLedgerRepository, type PayoutRow } from './payout-ledger-repository.ts';

/** A negative adjustment of a line paid by a Stripe transfer: the transfer is reversed by that much. */
export const payoutReversalTask = defineTask('payouts.reverse', z.object({ payoutId: z.number().int() }), 10);

const ledgerLine = (row: PayoutRow): LedgerLine => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  inFlight: row.transferStartedAt !== null,
  grossCents: row.grossCents,
  commissionCents: row.commissionCents,
  netCents: row.netCents,
});

/**
 * The payout ledger's side of payments and refunds, always inside the caller's transaction (decision
 * 097): a booking becomes paid → its line; a refund is opened, settled, failed or retried → its lines
 * are brought back to the booking's split.
 */
export function createPayoutLedger(app: FastifyInstance) {
  const repository = createPayoutLedgerRepository(app.db);
  return {
    /**
     * The booking's own line, due the day after its first day, at the commission the booking was made
     * with. A booking that cost nothing pays nothing and gets none.
     */
    async openForPaidBooking(tx: Db, bookingId: number): Promise<void> {
      const booking = await repository.paidBooking(tx, bookingId);
      if (!booking || booking.paidCents <= 0) return;
      const split = splitPayout(booking.paidCents, booking.refundedCents, booking.commissionBasisPoints);
      await repository.insertBookingLine(
        tx,
        {
          hostId: booking.hostId,
          bookingId,
          basisPoints: booking.commissionBasisPoints,
          currency: booking.currency,
          dueOn: addDays(booking.startDate, 1),
        },
        split,
      );
    },

    /**
     * Brings a booking's lines to its split after refunds. Call it in every transaction that opens,
     * settles, fails or reopens a refund, after the refund's row is written.
     */
    async followRefunds(tx: Db, bookingId: number): Promise<void> {
      const lines = await repository.linesForUpdate(tx, bookingId);
      const main = lines.find((line) => line.kind === 'booking');
      if (!main) return;
      const booking = await repository.paidBooking(tx, bookingId);
      if (!booking) return;
      const target = splitPayout(booking.paidCents, booking.refundedCents, main.commissionBasisPoints);
      const change = reconcileLedger(lines.map(ledgerLine), target);
      if (change.type === 'update') {
        await repository.updateLine(tx, change.id, change.split, change.status);
        return;
      }
      if (change.type !== 'insert') return;
      // A line paid by a Stripe transfer is corrected on that transfer; any other waits for the next SEPA
      // batch, where it is deducted from what the host is owed.
      const reversible = main.method === 'stripe' && main.transferId !== null && change.split.netCents < 0;
      const id = await repository.insertAdjustment(tx, main, change.split, {
        dueOn: todayInRome(app.clock.now()),
        method: reversible ? 'stripe' : 'sepa',
      });
      if (reversible) await app.jobs.enqueue(tx, payoutReversalTask, { payoutId: id });
    },
  };
}
export type PayoutLedger = ReturnType<typeof createPayoutLedger>;
