import type { Db } from '@scrivania/db/client';
import {
  bookings,
  hostPayoutAccounts,
  hostPayoutProfiles,
  paymentEvents,
  payments,
  payouts,
  users,
} from '@scrivania/db/schema';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';

/** A claim older than this was left by a process that died mid-transfer: it is asked again, same key. */
const STALE_CLAIM = sql`now() - interval '1 hour'`;

/** A line's booking line left by a Stripe transfer (or is leaving): a negative line reverses that transfer. */
const mainPaidByStripe = ({ transferred }: { transferred: boolean }) =>
  sql`EXISTS (SELECT 1 FROM payouts AS main WHERE main.booking_id = ${payouts.bookingId}
    AND main.kind = 'booking' AND main.method = 'stripe'
    AND ${sql.raw(transferred ? 'main.transfer_id IS NOT NULL' : '(main.transfer_id IS NOT NULL OR main.transfer_started_at IS NOT NULL)')})`;

/** Free to be taken for a transfer: not taken, or taken so long ago that the taker died. */
const unclaimed = or(isNull(payouts.transferStartedAt), lt(payouts.transferStartedAt, STALE_CLAIM));

export interface ClaimedLine {
  id: number;
  hostId: number;
  bookingId: number;
  netCents: number;
  currency: string;
  attempt: number;
}

/** The daily payout run's SQL (decision 098): set-based steps, then one host's lines at a time. */
export function createPayoutRunRepository(db: Db) {
  return {
    /** Scheduled lines whose day has come become due. */
    async makeDue(tx: Db, today: string) {
      const due = await tx
        .update(payouts)
        .set({ status: 'due', updatedAt: sql`now()` })
        .where(and(eq(payouts.status, 'scheduled'), sql`${payouts.dueOn} <= ${today}::date`))
        .returning({ id: payouts.id });
      return due.length;
    },

    /**
     * Each due line not yet taken learns how it leaves and whether it waits: by Stripe when the host's
     * account of this mode is enabled and the booking was paid by its card provider (a negative line:
     * when its booking line left by Stripe), otherwise in the next SEPA batch; a positive line of a host
     * without a payout profile waits, flagged.
     */
    async chooseMethods(tx: Db, gateway: { mode: 'stripe' | 'sandbox'; cardProvider: string } | null) {
      const byStripe = gateway
        ? sql`CASE WHEN ${payouts.netCents} < 0 THEN ${mainPaidByStripe({ transferred: false })}
            ELSE EXISTS (SELECT 1 FROM ${hostPayoutAccounts} WHERE ${hostPayoutAccounts.userId} = ${payouts.hostId}
                AND ${hostPayoutAccounts.provider} = ${gateway.mode} AND ${hostPayoutAccounts.status} = 'enabled'
                AND ${hostPayoutAccounts.payoutsEnabled})
              AND EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.bookingId} = ${payouts.bookingId}
                AND ${payments.status} = 'succeeded' AND ${payments.provider} = ${gateway.cardProvider})
            END`
        : sql`false`;
      await tx
        .update(payouts)
        .set({
          method: sql`CASE WHEN ${byStripe} THEN 'stripe' ELSE 'sepa' END::payout_method`,
          holdReason: sql`CASE WHEN ${payouts.netCents} > 0 AND NOT EXISTS (SELECT 1 FROM ${hostPayoutProfiles}
            WHERE ${hostPayoutProfiles.userId} = ${payouts.hostId}) THEN 'profile_incomplete' END`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payouts.status, 'due'), isNull(payouts.transferStartedAt)));
    },

    /**
     * Takes every line (or one) Stripe can pay now: the row locks make a second run that reaches them
     * at once wait, then find them taken. A negative line is taken once its booking line's transfer is
     * known, since that is what it reverses.
     */
    async claim(tx: Db, scope: 'all' | { payoutId: number }): Promise<ClaimedLine[]> {
      return tx
        .update(payouts)
        .set({ transferStartedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            scope === 'all' ? undefined : eq(payouts.id, scope.payoutId),
            eq(payouts.status, 'due'),
            eq(payouts.method, 'stripe'),
            isNull(payouts.holdReason),
            unclaimed,
            or(sql`${payouts.netCents} >= 0`, mainPaidByStripe({ transferred: true })),
          ),
        )
        .returning({
          id: payouts.id,
          hostId: payouts.hostId,
          bookingId: payouts.bookingId,
          netCents: payouts.netCents,
          currency: payouts.currency,
          attempt: payouts.attempt,
        });
    },

    /**
     * What the transfers need: each line's booking number, the charge its money came from (named in the
     * recorded Stripe events, else only the PaymentIntent) and, for a negative line, the transfer it
     * reverses; and the host's connected account.
     */
    async transferFacts(lines: ClaimedLine[]) {
      const lineIds = lines.map((line) => line.id);
      const hostIds = [...new Set(lines.map((line) => line.hostId))];
      const found = await db
        .select({
          id: payouts.id,
          bookingNo: bookings.bookingNo,
          paymentRef: payments.providerRef,
          charge: sql<string | null>`(SELECT coalesce(${paymentEvents.payload}->>'latest_charge',
              ${paymentEvents.payload}->'data'->'object'->>'latest_charge')
            FROM ${paymentEvents} WHERE ${paymentEvents.paymentId} = ${payments.id}
              AND coalesce(${paymentEvents.payload}->>'latest_charge', ${paymentEvents.payload}->'data'->'object'->>'latest_charge') IS NOT NULL
            ORDER BY ${paymentEvents.id} DESC LIMIT 1)`,
          reverses: sql<string | null>`(SELECT main.transfer_id FROM payouts AS main
            WHERE main.booking_id = ${payouts.bookingId} AND main.kind = 'booking')`,
        })
        .from(payouts)
        .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
        .leftJoin(payments, and(eq(payments.bookingId, payouts.bookingId), eq(payments.status, 'succeeded')))
        .where(inArray(payouts.id, lineIds));
      const hosts = await db
        .select({
          id: users.id,
          accountId: hostPayoutAccounts.accountId,
          name: users.name,
          email: users.email,
        })
        .from(users)
        .leftJoin(hostPayoutAccounts, eq(hostPayoutAccounts.userId, users.id))
        .where(inArray(users.id, hostIds));
      return {
        lines: new Map(found.map((line) => [line.id, line])),
        hosts: new Map(hosts.map((host) => [host.id, host])),
      };
    },

    /** The lines Stripe took, each with its transfer (or reversal), in one statement. */
    async markPaid(tx: Db, paid: { id: number; transferId: string | null }[]) {
      if (paid.length === 0) return;
      const answers = sql.join(
        paid.map((line) => sql`(${line.id}::integer, ${line.transferId}::text)`),
        sql`, `,
      );
      await tx.execute(sql`UPDATE ${payouts} SET status = 'paid', paid_at = now(), transfer_id = answer.transfer_id,
          failure_message = NULL, updated_at = now()
        FROM (VALUES ${answers}) AS answer (id, transfer_id)
        WHERE ${payouts.id} = answer.id AND ${payouts.status} = 'due' AND ${payouts.transferStartedAt} IS NOT NULL`);
    },

    /** Stripe said no: nothing left, the line is failed, and its next attempt goes under a new key. */
    async markRefused(tx: Db, id: number, message: string) {
      await tx
        .update(payouts)
        .set({
          status: 'failed',
          failureMessage: message,
          attempt: sql`${payouts.attempt} + 1`,
          transferStartedAt: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payouts.id, id), eq(payouts.status, 'due')));
    },
  };
}
