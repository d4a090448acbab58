import { CardSandboxBodySchema, PaymentResultResponseSchema } from '@scrivania/core/payments/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import type { createCardSandboxService } from './card-sandbox-service.ts';
import { paidAnswer, refusals, tags } from './routes.ts';

/** The card sandbox of CONTRACT.md; registered only in sandbox mode without Stripe keys. */
export function cardSandboxRoutes(cards: ReturnType<typeof createCardSandboxService>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/payment/card-sandbox',
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: CardSandboxBodySchema,
          response: { 200: PaymentResultResponseSchema, ...refusals },
        },
      },
      async (request) => {
        await cards.charge(signedInUser(request).id, request.body, request.log);
        return paidAnswer(request.body.booking_id);
      },
    );
  };
}
