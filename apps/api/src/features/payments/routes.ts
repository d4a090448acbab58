import { randomUUID } from 'node:crypto';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { ErrorResponseSchema } from '@scrivania/core/schemas/common';
import {
  CardSandboxBodySchema,
  PaymentConfigResponseSchema,
  PaymentResultResponseSchema,
  StripeConfirmBodySchema,
  StripeIntentBodySchema,
  StripeIntentResponseSchema,
} from '@scrivania/core/schemas/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { decideSandboxCard } from '../../providers/payments/card-sandbox.ts';
import type { PaymentProviders } from '../../providers/payments/payment-providers.ts';
import { ensurePaid, type PaymentService } from './payment-service.ts';

const t = messages.payments;
export const tags = ['payments'];
export const refusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  402: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  502: ErrorResponseSchema,
};
export const paidAnswer = (bookingId: number) => ({
  success: true as const,
  message: t.paid,
  data: { _id: bookingId, status: 'booked' },
});

/** Which mode each method runs in, and the card payments (Stripe, or the card sandbox). */
export function cardRoutes(service: PaymentService, providers: PaymentProviders): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payment/config',
      { schema: { tags, response: { 200: PaymentConfigResponseSchema } } },
      async () => ({
        success: true as const,
        data: {
          card: providers.stripe
            ? { mode: 'stripe' as const, publishable_key: providers.stripe.publishableKey }
            : { mode: 'sandbox' as const },
          paypal: app.config.payments.paypal
            ? { mode: 'paypal' as const, client_id: app.config.payments.paypal.clientId }
            : { mode: 'sandbox' as const },
        },
      }),
    );

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
        const stripe = providers.stripe;
        if (!stripe) throw new HttpError(404, messages.api.notFound);
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
        const stripe = providers.stripe;
        if (!stripe) throw new HttpError(404, messages.api.notFound);
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

    app.post(
      '/payment/card-sandbox',
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          body: CardSandboxBodySchema,
          response: { 200: PaymentResultResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const user = requireUser(request);
        if (providers.stripe) throw new HttpError(404, messages.api.notFound);
        const body = request.body;
        const providerRef = `card_sb_${body.idempotency_key ?? randomUUID()}`;
        const earlier = await service.repository.findPayment('card_sandbox', providerRef);
        if (earlier) {
          const owner = (await service.repository.findBooking(earlier.bookingId))?.userId;
          if (earlier.bookingId !== body.booking_id || owner !== user.id)
            throw new HttpError(404, t.bookingNotFound);
          // The same attempt again (a retried request): the first answer stands.
          if (earlier.status === 'succeeded') return paidAnswer(body.booking_id);
        }
        const booking = await service.payableBooking(body.booking_id, user.id, body.amount, request.log);
        const decision = decideSandboxCard(
          { number: body.card_number, expiry: body.expiry, cvc: body.cvc },
          todayInRome(),
        );
        if (!decision.ok && decision.field) throw new HttpError(400, decision.message);
        const outcome = await service.applyCharge(
          {
            provider: 'card_sandbox',
            providerRef,
            bookingId: booking.id,
            type: decision.ok ? 'charge.succeeded' : 'charge.failed',
            charge: {
              status: decision.ok ? 'succeeded' : 'failed',
              eventId: providerRef,
              amountCents: booking.payableAmountCents,
              currency: booking.currency,
              bookingId: booking.id,
              failureMessage: decision.ok ? null : decision.message,
              payload: { sandbox: true, last4: decision.ok ? decision.last4 : null },
            },
          },
          request.log,
        );
        ensurePaid(outcome);
        return paidAnswer(booking.id);
      },
    );
  };
}
