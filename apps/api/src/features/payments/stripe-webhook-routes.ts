import { ErrorResponseSchema } from '@scrivania/core/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tags } from './routes.ts';
import type { createStripeService } from './stripe-service.ts';

/** Stripe's webhook: the signature is checked over the exact bytes received, so this plugin keeps JSON bodies raw. */
export function stripeWebhookRoutes(stripe: ReturnType<typeof createStripeService>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      '/payment/stripe/webhook',
      {
        config: { access: 'public' },
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
        await stripe.webhook(raw, typeof signature === 'string' ? signature : undefined, request.log);
        return { received: true as const };
      },
    );
  };
}
