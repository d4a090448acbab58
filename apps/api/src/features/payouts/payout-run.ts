import { BUSINESS_TIME_ZONE, todayInRome } from '@scrivania/core/dates';
import type { Db } from '@scrivania/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { backOfficeLink } from '../../lib/back-office-link.ts';
import { defineTask } from '../../lib/jobs/jobs.ts';
import { queueMail } from '../../lib/jobs/mail-jobs.ts';
import { isRefusal, type PayoutGateway, refusalText } from '../../providers/payments/payout-gateway.ts';
import { payoutReversalTask } from './payout-ledger.ts';
import { payoutSentMail, type SentLine } from './payout-mails.ts';
import { type ClaimedLine, createPayoutRunRepository } from './payout-run-repository.ts';

/** The daily payout run: once a day at 06:00 in Rome, for every process (decision 098). */
export const payoutRunTask = defineTask('payouts.run', z.object({}), 3);
export const PAYOUT_RUN_AT = { hour: 6, minute: 0, timeZone: BUSINESS_TIME_ZONE };

/** Stripe requests in flight at once: its answers are waited on, not computed. */
const REQUESTS_AT_ONCE = 32;
/** Answers recorded per transaction, with their hosts' mails. */
const RECORD_CHUNK = 500;
/**
 * The run's set-based step takes this lock alone, the claims share it: the step's many-row update and
 * a claim never wait on each other's rows in opposite orders (a deadlock).
 */
const RUN_LOCK_KEY = 7_301_562_031;

export interface PayoutRunSummary {
  /** Lines whose day came in this run. */
  madeDue: number;
  /** Lines Stripe took (transfers and reversals). */
  paid: number;
  /** Lines Stripe refused: failed, with Stripe's reason. */
  refused: number;
  /** Lines whose answer was lost: asked again, under the same key, at the next run. */
  unanswered: number;
}

/** A line that cannot be sent as it stands (no account to pay, no transfer to reverse): failed, not retried. */
class NotSendable extends Error {}

type Outcome =
  | { line: ClaimedLine; transferId: string | null }
  | { line: ClaimedLine; refused: string }
  | null;

/**
 * Makes due payouts and pays what Stripe can pay (decision 098). The state moves in SQL, set-based;
 * money moves per line, outside any transaction, under a key per line and attempt, so a run that
 * reaches a line another run has taken finds it taken, and a run that asks again after a crash gets the
 * same transfer back. What is not paid by Stripe waits, due, for the next SEPA batch.
 */
export function createPayoutRun(app: FastifyInstance, gateway: PayoutGateway | null) {
  const repository = createPayoutRunRepository(app.db);
  type Facts = Awaited<ReturnType<typeof repository.transferFacts>>;
  const zero = (): Omit<PayoutRunSummary, 'madeDue'> => ({ paid: 0, refused: 0, unanswered: 0 });

  async function move(line: ClaimedLine, facts: Facts, pay: PayoutGateway): Promise<string | null> {
    const known = facts.lines.get(line.id);
    const key = `payout-${line.id}-${line.attempt}`;
    if (line.netCents === 0) return null;
    if (!known) throw new NotSendable('the line was not found');
    if (line.netCents < 0) {
      if (!known.reverses) throw new NotSendable('no transfer to reverse');
      return (
        await pay.reverse({
          payoutId: line.id,
          transferId: known.reverses,
          amountCents: -line.netCents,
          idempotencyKey: key,
        })
      ).id;
    }
    const destination = facts.hosts.get(line.hostId)?.accountId;
    if (!destination) throw new NotSendable('the host has no connected account');
    const source =
      pay.mode === 'stripe'
        ? (known.charge ?? (known.paymentRef && (await pay.chargeOf(known.paymentRef))))
        : null;
    return (
      await pay.transfer({
        payoutId: line.id,
        bookingNo: known.bookingNo,
        amountCents: line.netCents,
        currency: line.currency,
        destination,
        sourceTransaction: source || null,
        idempotencyKey: key,
      })
    ).id;
  }

  /** Asks Stripe for one line; the outcome to record, or null when the answer was lost. */
  async function ask(line: ClaimedLine, facts: Facts, pay: PayoutGateway): Promise<Outcome> {
    try {
      return { line, transferId: await move(line, facts, pay) };
    } catch (error) {
      if (!isRefusal(error) && !(error instanceof NotSendable)) {
        // Stripe may have acted: the line stays taken and is asked again, same key, at the next run.
        app.log.warn({ err: error, payoutId: line.id }, 'payout transfer unanswered');
        return null;
      }
      app.log.error({ err: error, payoutId: line.id }, 'payout transfer refused');
      return { line, refused: error instanceof NotSendable ? error.message : refusalText(error) };
    }
  }

  /** Records answers and queues each host's mail, in one transaction. */
  async function record(outcomes: Outcome[], facts: Facts) {
    const paid = outcomes.filter((outcome) => outcome !== null && 'transferId' in outcome);
    const refused = outcomes.filter((outcome) => outcome !== null && 'refused' in outcome);
    const sentTo = new Map<number, SentLine[]>();
    for (const { line } of paid) {
      const bookingNo = facts.lines.get(line.id)?.bookingNo;
      if (line.netCents <= 0 || !bookingNo) continue;
      sentTo.set(line.hostId, [
        ...(sentTo.get(line.hostId) ?? []),
        { bookingNo, kind: 'booking', netCents: line.netCents },
      ]);
    }
    await app.db.transaction(async (tx) => {
      await repository.markPaid(
        tx,
        paid.map(({ line, transferId }) => ({ id: line.id, transferId })),
      );
      for (const { line, refused: why } of refused) await repository.markRefused(tx, line.id, why);
      for (const [hostId, lines] of sentTo) {
        const host = facts.hosts.get(hostId);
        if (host)
          await queueMail(
            app,
            tx,
            payoutSentMail(host, { method: 'stripe', lines, link: backOfficeLink(app.config, 'payouts') }),
          );
      }
    });
    return { paid: paid.length, refused: refused.length };
  }

  /**
   * Takes the lines Stripe can pay (all, or one), asks Stripe for each, several at once, then records
   * the answers a host at a time (a host's lines and mail in one transaction, many hosts to one).
   */
  async function settle(scope: 'all' | { payoutId: number }, pay: PayoutGateway) {
    const done = zero();
    const claimed = await app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${RUN_LOCK_KEY})`);
      return repository.claim(tx, scope);
    });
    if (claimed.length === 0) return done;
    const facts = await repository.transferFacts(claimed);
    const outcomes: Outcome[] = new Array(claimed.length).fill(null);
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < claimed.length; i = next++) {
        const line = claimed[i];
        if (line) outcomes[i] = await ask(line, facts, pay);
      }
    };
    await Promise.all(Array.from({ length: Math.min(REQUESTS_AT_ONCE, claimed.length) }, worker));
    done.unanswered = outcomes.filter((outcome) => outcome === null).length;
    // A host's lines are recorded together, so its mail names all of this run's.
    const byHost = new Map<number, Outcome[]>();
    claimed.forEach((line, i) => {
      byHost.set(line.hostId, [...(byHost.get(line.hostId) ?? []), outcomes[i] ?? null]);
    });
    const add = (recorded: { paid: number; refused: number }) => {
      done.paid += recorded.paid;
      done.refused += recorded.refused;
    };
    let chunk: Outcome[] = [];
    for (const hostOutcomes of byHost.values()) {
      chunk.push(...hostOutcomes);
      if (chunk.length < RECORD_CHUNK) continue;
      add(await record(chunk, facts));
      chunk = [];
    }
    add(await record(chunk, facts));
    return done;
  }

  /**
   * The run's set-based step, alone under the run's lock until `tx` ends: what is due becomes due and
   * each due line learns its way out. A SEPA batch takes it too, so it never gathers a line the run
   * would send by Stripe.
   */
  async function prepare(tx: Db, now: Date) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RUN_LOCK_KEY})`);
    const count = await repository.makeDue(tx, todayInRome(now));
    await repository.chooseMethods(tx, gateway);
    return count;
  }

  return {
    prepare,

    /** One run: what is due becomes due, each due line learns its way out, Stripe's lines are paid. */
    async run(now: Date = app.clock.now()): Promise<PayoutRunSummary> {
      const madeDue = await app.db.transaction((tx) => prepare(tx, now));
      if (!gateway) return { madeDue, ...zero() };
      const done = await settle('all', gateway);
      return { madeDue, ...done };
    },

    /** A negative adjustment of a line paid by Stripe: its transfer reversed by that much, now. */
    reverse: (payoutId: number) => (gateway ? settle({ payoutId }, gateway) : Promise.resolve(zero())),
  };
}
export type PayoutRun = ReturnType<typeof createPayoutRun>;

/** The run at 06:00 in Rome once a day across processes, and the reversals refunds queue. */
export function registerPayoutRun(app: FastifyInstance, gateway: PayoutGateway | null): PayoutRun {
  const payoutRun = createPayoutRun(app, gateway);
  app.jobs.handle(payoutRunTask, async () => {
    app.log.info(await payoutRun.run(), 'payout run');
  });
  app.jobs.handle(payoutReversalTask, async ({ payoutId }) => {
    await payoutRun.reverse(payoutId);
  });
  app.jobs.daily(payoutRunTask, PAYOUT_RUN_AT);
  return payoutRun;
}
