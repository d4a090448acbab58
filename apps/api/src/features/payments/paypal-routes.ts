import {
  PaymentResultResponseSchema,
  PaypalCaptureBodySchema,
  PaypalOrderBodySchema,
  PaypalOrderResponseSchema,
} from '@scrivania/core/payments/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import type { createPaypalService } from './paypal-service.ts';
import { paidAnswer, refusals, tags } from './routes.ts';

/** PayPal orders, created and captured on the server (real API, or the PayPal sandbox). */
export function paypalRoutes(paypal: ReturnType<typeof createPaypalService>): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/payment/paypal/order',
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: PaypalOrderBodySchema,
          response: { 200: PaypalOrderResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        success: true as const,
        order_id: await paypal.createOrder(signedInUser(request).id, request.body, request.log),
      }),
    );

    app.post(
      '/payment/paypal/capture',
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: PaypalCaptureBodySchema,
          response: { 200: PaymentResultResponseSchema, ...refusals },
        },
      },
      async (request) => {
        await paypal.capture(signedInUser(request).id, request.body, request.log);
        return paidAnswer(request.body.booking_id);
      },
    );
  };
}
