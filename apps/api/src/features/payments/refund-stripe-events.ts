import type { DbTransaction } from '@scrivania/db/client';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { refundAnswer } from '../../providers/payments/stripe-gateway.ts';
import type { InvoiceService } from '../invoicing/invoice-service.ts';
import { createPayoutLedger } from '../payouts/payout-service.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { createRefundRepository } from './refund-repository.ts';

const REFUND_EVENTS = new Set<string>([
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
]);
export const isRefundEvent = (type: string) => REFUND_EVENTS.has(type);

/** Stripe's word on our refunds, from its webhook. */
export function createStripeRefundEvents(app: FastifyInstance, invoicing: InvoiceService) {
  const repository = createRefundRepository(app.db);
  const payouts = createPayoutLedger(app);
  const paymentRepository = createPaymentRepository(app.db);

  /**
   * A Stripe refund event, applied once: the event is recorded first (a replay stops there); the
   * refund is found by our id in its metadata, or by Stripe's id. An event for a refund we do not
   * know is recorded and changes nothing.
   */
  async function applyStripeEvent(event: Stripe.Event, log: FastifyBaseLogger): Promise<void> {
    await app.db.transaction(async (tx) => {
      const eventRow = await paymentRepository.recordEvent(tx, {
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        payload: event,
      });
      if (eventRow === null) return;
      const object = event.data.object as Stripe.Refund | Stripe.Charge;
      const stripeRefunds: Stripe.Refund[] =
        object.object === 'refund' ? [object] : (object.refunds?.data ?? []);
      let paymentId: number | null = null;
      for (const stripeRefund of stripeRefunds) {
        const ours = await findStripeRefund(tx, stripeRefund);
        if (!ours) {
          log.warn(
            { eventId: event.id, refund: stripeRefund.id },
            'stripe refund event for an unknown refund',
          );
          continue;
        }
        paymentId = ours.paymentId;
        // The credit note of a refund that succeeds, its transmission queued with it.
        if (await repository.settle(tx, ours.id, ours.idempotencyKey, refundAnswer(stripeRefund))) {
          // Before the credit note: its invoice counter is the last lock a transaction takes (decision 052).
          await payouts.followRefunds(tx, ours.bookingId);
          await invoicing.issueCreditNote(tx, ours.id, new Date());
        }
      }
      await paymentRepository.markEventProcessed(tx, eventRow, paymentId);
    });
  }

  async function findStripeRefund(tx: DbTransaction, stripeRefund: Stripe.Refund) {
    const ourId = Number(stripeRefund.metadata?.refund_id);
    // A retried refund asks under a new key: an event about an earlier, failed attempt is not about it.
    // Without our key the event can only be about the attempt whose Stripe id we already hold.
    const key = stripeRefund.metadata?.refund_key;
    if (Number.isSafeInteger(ourId) && ourId > 0) {
      const row = await repository.findLocked(tx, ourId);
      if (
        row &&
        row.method === 'stripe' &&
        (key === undefined ? row.providerRef === stripeRefund.id : key === row.idempotencyKey) &&
        (row.providerRef === null || row.providerRef === stripeRefund.id)
      )
        return row;
    }
    return repository.findByProviderRef(tx, 'stripe', stripeRefund.id);
  }

  return { applyStripeEvent };
}
