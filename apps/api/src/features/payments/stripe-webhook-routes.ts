import { ErrorResponseSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { intentCharge, type StripeGateway } from '../../providers/payments/stripe-gateway.ts';
import type { PaymentService } from './payment-service.ts';
import { tags } from './routes.ts';

const INTENT_EVENTS = new Set<string>([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

/**
 * Stripe's webhook: the signature is checked over the exact bytes received, so this plugin keeps
 * JSON bodies raw. It pays the booking even when the browser never comes back; every event is
 * recorded once, so Stripe's retries and replays change nothing.
 */
export function stripeWebhookRoutes(service: PaymentService, stripe: StripeGateway): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      '/payment/stripe/webhook',
      {
        schema: {
          tags,
          response: {
            200: z.object({ received: z.literal(true) }),
            400: ErrorResponseSchema,
            404: ErrorResponseSchema,
          },
        },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const event = stripe.verifyEvent(raw, typeof signature === 'string' ? signature : undefined);
        if (!event) {
          request.log.warn('stripe webhook with a missing or wrong signature');
          throw new HttpError(400, messages.payments.webhookInvalid);
        }
        if (
          event.type === 'payment_intent.succeeded' ||
          event.type === 'payment_intent.payment_failed' ||
          event.type === 'payment_intent.canceled'
        ) {
          const intent = event.data.object;
          const charge = intentCharge(intent, event.id, event);
          if (charge.bookingId !== null) {
            // A refusal is recorded and logged by the service; Stripe must not retry it.
            await service.applyCharge(
              {
                provider: 'stripe',
                providerRef: intent.id,
                bookingId: charge.bookingId,
                charge,
                type: event.type,
              },
              request.log,
            );
            return { received: true as const };
          }
        }
        const recorded = await service.repository.recordEvent(app.db, {
          provider: 'stripe',
          eventId: event.id,
          type: event.type,
          payload: event,
        });
        if (recorded !== null && !INTENT_EVENTS.has(event.type)) {
          await service.repository.markEventProcessed(app.db, recorded, null);
        }
        return { received: true as const };
      },
    );
  };
}
