import { BUSINESS_TIME_ZONE, todayInRome } from '@scrivania/core/dates';
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

/** Hosts paid side by side: Stripe's answers are waited on, not computed. */
const HOSTS_AT_ONCE = 8;
/**
 * The run's set-based step takes this lock alone, each host's claim shares it: the step's many-row
 * update and a claim never wait on each other's rows in opposite orders (a deadlock).
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
  const zero = (): Omit<PayoutRunSummary, 'madeDue'> => ({ paid: 0, refused: 0, unanswered: 0 });

  async function move(
    line: ClaimedLine,
    facts: Awaited<ReturnType<typeof repository.transferFacts>>,
    pay: PayoutGateway,
  ): Promise<string | null> {
    const known = facts.lines.get(line.id);
    const key = `payout-${line.id}-${line.attempt}`;
    if (line.netCents === 0 || !known) return null;
    if (line.netCents < 0) {
      if (!known.reverses) throw new Error(`payout ${line.id} has no transfer to reverse`);
      return (
        await pay.reverse({
          payoutId: line.id,
          transferId: known.reverses,
          amountCents: -line.netCents,
          idempotencyKey: key,
        })
      ).id;
    }
    const destination = facts.host?.accountId;
    if (!destination) throw new Error(`payout ${line.id}: the host has no account`);
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

  /** Takes lines for Stripe, moves their money one by one, records each answer and mails the host. */
  async function settle(scope: { hostId: number } | { payoutId: number }, pay: PayoutGateway) {
    const done = zero();
    const claimed = await app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${RUN_LOCK_KEY})`);
      return repository.claim(tx, scope);
    });
    const [first] = claimed;
    if (!first) return done;
    const facts = await repository.transferFacts(
      first.hostId,
      claimed.map((line) => line.id),
    );
    const outcomes: Outcome[] = [];
    for (const line of claimed) {
      try {
        outcomes.push({ line, transferId: await move(line, facts, pay) });
      } catch (error) {
        if (!isRefusal(error)) {
          // Stripe may have acted: the line stays taken and is asked again, same key, at the next run.
          app.log.warn({ err: error, payoutId: line.id }, 'payout transfer unanswered');
          done.unanswered += 1;
          outcomes.push(null);
          continue;
        }
        app.log.error({ err: error, payoutId: line.id }, 'payout transfer refused');
        outcomes.push({ line, refused: refusalText(error) });
      }
    }
    await app.db.transaction(async (tx) => {
      const sent: SentLine[] = [];
      for (const outcome of outcomes) {
        if (!outcome) continue;
        if ('refused' in outcome) {
          done.refused += 1;
          await repository.markRefused(tx, outcome.line.id, outcome.refused);
          continue;
        }
        done.paid += 1;
        await repository.markPaid(tx, outcome.line.id, outcome.transferId);
        const bookingNo = facts.lines.get(outcome.line.id)?.bookingNo;
        if (outcome.line.netCents > 0 && bookingNo)
          sent.push({ bookingNo, kind: 'booking', netCents: outcome.line.netCents });
      }
      if (sent.length > 0 && facts.host)
        await queueMail(
          app,
          tx,
          payoutSentMail(facts.host, {
            method: 'stripe',
            lines: sent,
            link: backOfficeLink(app.config, 'payouts'),
          }),
        );
    });
    return done;
  }

  return {
    /** One run: what is due becomes due, each due line learns its way out, Stripe's lines are paid. */
    async run(now: Date = app.clock.now()): Promise<PayoutRunSummary> {
      const madeDue = await app.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${RUN_LOCK_KEY})`);
        const count = await repository.makeDue(tx, todayInRome(now));
        await repository.chooseMethods(tx, gateway);
        return count;
      });
      const summary = { madeDue, ...zero() };
      if (!gateway) return summary;
      const hosts = await repository.hostsToPay();
      let next = 0;
      const worker = async () => {
        for (let host = hosts[next++]; host !== undefined; host = hosts[next++]) {
          const done = await settle({ hostId: host }, gateway);
          summary.paid += done.paid;
          summary.refused += done.refused;
          summary.unanswered += done.unanswered;
        }
      };
      await Promise.all(Array.from({ length: Math.min(HOSTS_AT_ONCE, hosts.length) }, worker));
      return summary;
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
