import { randomUUID } from 'node:crypto';
import { messages } from '@scrivania/core/messages.it';
import {
  PaymentResultResponseSchema,
  StripeConfirmBodySchema,
  StripeIntentBodySchema,
  StripeIntentResponseSchema,
} from '@scrivania/core/payments/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { StripeGateway } from '../../providers/payments/stripe-gateway.ts';
import { ensurePaid, type PaymentService } from './payment-service.ts';
import { paidAnswer, refusals, tags } from './routes.ts';

const t = messages.payments;

/** Card payments with Stripe: the server creates the PaymentIntent for the booking's own amount. */
export function stripeRoutes(service: PaymentService, stripe: StripeGateway): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/payment/stripe',
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          body: StripeIntentBodySchema,
          response: { 200: StripeIntentResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const booking = await service.payableBooking(
          request.body.booking_id,
          user.id,
          request.body.amount,
          request.log,
        );
        // A retried request gets the intent already open for this amount, never a second one.
        const open = await service.repository.findOpenPayment(
          booking.id,
          'stripe',
          booking.payableAmountCents,
        );
        if (open) {
          const intent = await stripe.retrieveIntent(open.providerRef);
          if (intent.clientSecret && intent.charge.status === 'pending')
            return { clientSecret: intent.clientSecret };
        }
        const intent = await stripe.createIntent({
          bookingId: booking.id,
          bookingNo: booking.bookingNo,
          amountCents: booking.payableAmountCents,
          currency: booking.currency,
          idempotencyKey: `intent-${booking.id}-${randomUUID()}`,
        });
        await service.repository.savePayment({
          bookingId: booking.id,
          provider: 'stripe',
          providerRef: intent.id,
          amountCents: booking.payableAmountCents,
          currency: booking.currency,
          status: 'created',
        });
        return { clientSecret: intent.clientSecret };
      },
    );

    // The page reports back after Stripe.js confirmed; the server asks Stripe itself (the webhook does the same).
    app.post(
      '/payment/stripe/confirm',
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          body: StripeConfirmBodySchema,
          response: { 200: PaymentResultResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { booking_id: bookingId, payment_intent_id: intentId } = request.body;
        const payment = await service.repository.findPayment('stripe', intentId);
        const booking = await service.repository.findBooking(bookingId);
        if (!payment || payment.bookingId !== bookingId || booking?.userId !== user.id)
          throw new HttpError(404, t.orderUnknown);
        const { charge } = await stripe.retrieveIntent(intentId);
        const outcome = await service.applyCharge(
          { provider: 'stripe', providerRef: intentId, bookingId, charge, type: 'payment_intent.retrieved' },
          request.log,
        );
        ensurePaid(outcome);
        return paidAnswer(bookingId);
      },
    );
  };
}
