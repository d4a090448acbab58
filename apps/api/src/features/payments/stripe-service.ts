import { randomUUID } from 'node:crypto';
import { messages } from '@scrivania/core/messages.it';
import type { StripeConfirmBody, StripeIntentBody } from '@scrivania/core/payments/schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { HttpError } from '../../plugins/errors.ts';
import { intentCharge, type StripeGateway } from '../../providers/payments/stripe-gateway.ts';
import { applyStripeAccountUpdate } from '../payouts/payout-service.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { ensurePaid, type PaymentService } from './payment-service.ts';
import { isRefundEvent, type RefundService } from './refund-service.ts';

const t = messages.payments;
const INTENT_EVENTS = new Set<string>([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

/** Card payments with Stripe: PaymentIntents for the booking's own amount, the page's report, the webhook. */
export function createStripeService(
  app: FastifyInstance,
  payments: PaymentService,
  stripe: StripeGateway,
  refunds: RefundService,
) {
  const repository = createPaymentRepository(app.db);

  /**
   * A host's Connect account changed (issue 31): recorded once like every event, so Stripe's retries and
   * replays change nothing, and applied unless a later state is held already.
   */
  async function applyAccountEvent(event: Stripe.AccountUpdatedEvent, log: FastifyBaseLogger) {
    await app.db.transaction(async (tx) => {
      const recorded = await repository.recordEvent(tx, {
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        payload: event,
      });
      if (recorded === null) return;
      if (!(await applyStripeAccountUpdate(app, tx, event.data.object, event.created)))
        log.warn(
          { eventId: event.id, account: event.data.object.id },
          'account event for an unknown account or an older state',
        );
      await repository.markEventProcessed(tx, recorded, null);
    });
  }

  return {
    /** The client secret of an intent for the user's booking; a retried request gets the open one. */
    async intent(userId: number, body: StripeIntentBody, log: FastifyBaseLogger): Promise<string> {
      const booking = await payments.payableBooking(body.booking_id, userId, body.amount, log);
      const open = await repository.findOpenPayment(booking.id, 'stripe', booking.payableAmountCents);
      if (open) {
        const intent = await stripe.retrieveIntent(open.providerRef);
        if (intent.clientSecret && intent.charge.status === 'pending') return intent.clientSecret;
      }
      const intent = await stripe.createIntent({
        bookingId: booking.id,
        bookingNo: booking.bookingNo,
        amountCents: booking.payableAmountCents,
        currency: booking.currency,
        idempotencyKey: `intent-${booking.id}-${randomUUID()}`,
      });
      await repository.savePayment({
        bookingId: booking.id,
        provider: 'stripe',
        providerRef: intent.id,
        amountCents: booking.payableAmountCents,
        currency: booking.currency,
        status: 'created',
      });
      return intent.clientSecret;
    },

    /** The page reports back after Stripe.js confirmed; the server asks Stripe itself. */
    async confirm(userId: number, body: StripeConfirmBody, log: FastifyBaseLogger): Promise<void> {
      const { booking_id: bookingId, payment_intent_id: intentId } = body;
      const payment = await repository.findPayment('stripe', intentId);
      const booking = await repository.findBooking(bookingId);
      if (!payment || payment.bookingId !== bookingId || booking?.userId !== userId)
        throw new HttpError(404, t.orderUnknown);
      const { charge } = await stripe.retrieveIntent(intentId);
      const outcome = await payments.applyCharge(
        { provider: 'stripe', providerRef: intentId, bookingId, charge, type: 'payment_intent.retrieved' },
        log,
      );
      ensurePaid(outcome);
    },

    /**
     * One webhook event, checked against its signature over the exact bytes received. It pays the
     * booking even when the browser never comes back; every event is recorded once, so Stripe's retries
     * and replays change nothing.
     */
    async webhook(raw: Buffer, signature: string | undefined, log: FastifyBaseLogger): Promise<void> {
      const event = await stripe.verifyEvent(raw, signature);
      if (!event) {
        log.warn('stripe webhook with a missing or wrong signature');
        throw new HttpError(400, t.webhookInvalid);
      }
      if (isRefundEvent(event.type)) {
        await refunds.applyStripeEvent(event, log);
        return;
      }
      if (event.type === 'account.updated') {
        await applyAccountEvent(event, log);
        return;
      }
      if (
        event.type === 'payment_intent.succeeded' ||
        event.type === 'payment_intent.payment_failed' ||
        event.type === 'payment_intent.canceled'
      ) {
        const intent = event.data.object;
        const charge = intentCharge(intent, event.id, event);
        if (charge.bookingId !== null) {
          // A refusal is recorded and logged by the payment service; Stripe must not retry it.
          await payments.applyCharge(
            {
              provider: 'stripe',
              providerRef: intent.id,
              bookingId: charge.bookingId,
              charge,
              type: event.type,
            },
            log,
          );
          return;
        }
      }
      const recorded = await repository.recordEvent(app.db, {
        provider: 'stripe',
        eventId: event.id,
        type: event.type,
        payload: event,
      });
      if (recorded !== null && !INTENT_EVENTS.has(event.type)) {
        await repository.markEventProcessed(app.db, recorded, null);
      }
    },
  };
}
