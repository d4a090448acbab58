import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RefundAnswer } from '../../providers/payments/gateway.ts';
import type { PaymentProviders } from '../../providers/payments/payment-providers.ts';
import type { InvoiceService } from '../invoicing/invoice-service.ts';
import { createPayoutLedger } from '../payouts/payout-service.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { createRefundRepository, type RefundRow } from './refund-repository.ts';

/** A provider's answer; a PayPal payment whose capture is unknown fails without any provider id. */
type Answer = Omit<RefundAnswer, 'providerRef'> & { providerRef: string | null };

/**
 * Asks a refund's provider, under the refund's idempotency key, and records the answer (decision 037).
 * If the answer is lost (a crash, a timeout) the row stays pending: asking again with the same key
 * returns the same refund, and the provider's webhook, which carries our refund's id, settles it
 * either way.
 */
export function createRefundSending(
  app: FastifyInstance,
  providers: PaymentProviders,
  invoicing: InvoiceService,
) {
  const repository = createRefundRepository(app.db);
  const paymentRepository = createPaymentRepository(app.db);
  const payouts = createPayoutLedger(app);

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
   * Asks the provider for a pending refund and records its answer. A failed call leaves it pending
   * (the provider may have acted): the next attempt uses the same key, the webhook settles it.
   */
  async function send(refundId: number, log: FastifyBaseLogger): Promise<RefundRow | null> {
    const refund = await repository.find(refundId);
    if (refund?.status !== 'pending' || refund.providerRef !== null) return refund;
    let answer: Answer | null;
    try {
      answer = await ask(refund);
    } catch (error) {
      log.warn({ err: error, refundId }, 'refund call failed; left pending for a retry or the webhook');
      return refund;
    }
    if (!answer) return refund;
    // A refund that succeeds gets its credit note in the same transaction (decision 052).
    const creditNote = await app.db.transaction(async (tx) => {
      if (!(await repository.settle(tx, refund.id, refund.idempotencyKey, answer))) return undefined;
      // A failed refund gave nothing back: the host's payout goes up again.
      await payouts.followRefunds(tx, refund.bookingId);
      return invoicing.issueCreditNote(tx, refund.id, new Date());
    });
    if (creditNote === undefined) {
      // The answer came so late that the refund had failed and been retried under a new key meanwhile.
      log.warn(
        { refundId, attemptKey: refund.idempotencyKey },
        'refund answer for an earlier attempt ignored',
      );
      return repository.find(refund.id);
    }
    await invoicing.transmit([creditNote], log);
    if (answer.status === 'failed') log.error({ refundId, reason: answer.failureMessage }, 'refund failed');
    return repository.find(refund.id);
  }

  return { send };
}
