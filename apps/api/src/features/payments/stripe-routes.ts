import {
  PaymentResultResponseSchema,
  StripeConfirmBodySchema,
  StripeIntentBodySchema,
  StripeIntentResponseSchema,
} from '@scrivania/core/payments/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { paidAnswer, refusals, tags } from './routes.ts';
import type { createStripeService } from './stripe-service.ts';

/** Card payments with Stripe: the server creates the PaymentIntent for the booking's own amount. */
export function stripeRoutes(stripe: ReturnType<typeof createStripeService>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/payment/stripe',
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: StripeIntentBodySchema,
          response: { 200: StripeIntentResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        clientSecret: await stripe.intent(signedInUser(request).id, request.body, request.log),
      }),
    );

    // The page reports back after Stripe.js confirmed; the server asks Stripe itself (the webhook does the same).
    app.post(
      '/payment/stripe/confirm',
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: StripeConfirmBodySchema,
          response: { 200: PaymentResultResponseSchema, ...refusals },
        },
      },
      async (request) => {
        await stripe.confirm(signedInUser(request).id, request.body, request.log);
        return paidAnswer(request.body.booking_id);
      },
    );
  };
}
