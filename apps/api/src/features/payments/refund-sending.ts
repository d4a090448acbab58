import type { Db } from '@scrivania/db/client';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineTask, firstTry } from '../../lib/jobs/jobs.ts';
import type { RefundAnswer } from '../../providers/payments/gateway.ts';
import type { PaymentProviders } from '../../providers/payments/payment-providers.ts';
import type { InvoiceService } from '../invoicing/invoice-service.ts';
import { createPayoutLedger } from '../payouts/payout-service.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { createRefundRepository, type RefundRow } from './refund-repository.ts';

/** A provider's answer; a PayPal payment whose capture is unknown fails without any provider id. */
type Answer = Omit<RefundAnswer, 'providerRef'> & { providerRef: string | null };

/** Asks a pending refund's provider; a retry asks again under the refund's own idempotency key. */
export const askRefundTask = defineTask(
  'refund.ask',
  z.object({ refundId: z.number().int().positive() }),
  10,
);

/** One waiting ask per refund: asking again while one waits replaces it. */
const askKey = (refundId: number) => `refund.ask:${refundId}`;

/**
 * How long a request that queued an ask waits for its first try before answering with the refund as it
 * stands (pending, as when a provider's answer is lost); the provider's own calls give up after 20 s.
 */
const ANSWER_WAIT_MS = 30_000;

/**
 * Asks a refund's provider, under the refund's idempotency key, and records the answer (decision 037).
 * The ask is a job queued in the transaction that writes the refund as pending (decision 091): a crash
 * after that commit leaves the job to another process. If an answer is lost (a crash, a timeout) the
 * job fails and is tried again with the same key, which returns the same refund, and the provider's
 * webhook, which carries our refund's id, settles it either way.
 */
export function createRefundSending(
  app: FastifyInstance,
  providers: PaymentProviders,
  invoicing: InvoiceService,
) {
  const repository = createRefundRepository(app.db);
  const payouts = createPayoutLedger(app);
  const paymentRepository = createPaymentRepository(app.db);

  async function ask(refund: RefundRow): Promise<Answer | null> {
    const payment = await paymentRepository.findPaymentById(refund.paymentId);
    if (!payment) return null;
    const request = {
      refundId: refund.id,
      bookingId: refund.bookingId,
      paymentRef: payment.providerRef,
      amountCents: refund.amountCents,
      currency: refund.currency,
      idempotencyKey: refund.idempotencyKey,
    };
    switch (refund.method) {
      // The offline sandboxes decide on the server, at once.
      case 'card_sandbox':
        return {
          providerRef: `re_sandbox_${refund.idempotencyKey}`,
          status: 'succeeded',
          failureMessage: null,
        };
      case 'paypal_sandbox':
        return {
          providerRef: `SANDBOX-REFUND-${refund.idempotencyKey}`,
          status: 'succeeded',
          failureMessage: null,
        };
      case 'stripe':
        return providers.stripe ? providers.stripe.refund(request) : null;
      case 'paypal': {
        if (providers.paypal?.mode !== 'paypal') return null;
        const captureId = await repository.paypalCaptureId(payment.id);
        if (!captureId) return { providerRef: null, status: 'failed', failureMessage: 'capture_unknown' };
        return providers.paypal.refundCapture({ ...request, paymentRef: captureId });
      }
      // The operator sends a transfer's refund by hand and marks it sent.
      case 'bank_transfer':
        return null;
    }
  }

  /**
   * The job: asks the provider for a refund still pending without an answer and records it. A failed
   * call throws, leaving the refund pending (the provider may have acted), so the queue tries again.
   */
  async function send(refundId: number, log: FastifyBaseLogger): Promise<void> {
    const refund = await repository.find(refundId);
    if (refund?.status !== 'pending' || refund.providerRef !== null) return;
    const answer = await ask(refund);
    if (!answer) return;
    // A refund that succeeds gets its credit note in the same transaction (decision 052).
    const settled = await app.db.transaction(async (tx) => {
      if (!(await repository.settle(tx, refund.id, refund.idempotencyKey, answer))) return false;
      // A failed refund gave nothing back: the host's payout goes up again.
      await payouts.followRefunds(tx, refund.bookingId);
      await invoicing.issueCreditNote(tx, refund.id, new Date());
      return true;
    });
    // The answer came so late that the refund had failed and been retried under a new key meanwhile.
    if (!settled)
      log.warn(
        { refundId, attemptKey: refund.idempotencyKey },
        'refund answer for an earlier attempt ignored',
      );
    else if (answer.status === 'failed')
      log.error({ refundId, reason: answer.failureMessage }, 'refund failed');
  }

  return {
    /**
     * Queues the ask of a refund just written as pending, in `tx`, the transaction that wrote it; a bank
     * transfer's refund is the operator's. Answers the job's id, for `answered`.
     */
    async queueAsk(tx: Db, refund: Pick<RefundRow, 'id' | 'method'>): Promise<string | null> {
      if (refund.method === 'bank_transfer') return null;
      return app.jobs.enqueue(tx, askRefundTask, { refundId: refund.id }, { key: askKey(refund.id) });
    },

    /** The refund once its queued ask has had its first try, or the wait is over: what a request answers. */
    async answered(refund: RefundRow, jobId: string | null): Promise<RefundRow> {
      if (jobId !== null) await firstTry(app.jobs, jobId, ANSWER_WAIT_MS);
      return (await repository.find(refund.id)) ?? refund;
    },

    /** Runs the queued asks; once per app, with the providers the configuration chose. */
    registerJobs() {
      app.jobs.handle(askRefundTask, ({ refundId }) => send(refundId, app.log));
    },
  };
}
export type RefundSending = ReturnType<typeof createRefundSending>;
