import { ErrorResponseSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import { type PaymentConfig, PaymentConfigResponseSchema } from '@scrivania/core/payments/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProviders } from '../../providers/payments/payment-providers.ts';

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

/** What the payment page offers, and how each method runs: the server's word, never the page's. */
export function paymentConfig(providers: PaymentProviders): PaymentConfig {
  const { stripe, paypal } = providers;
  return {
    mode: providers.mode,
    card: stripe
      ? { mode: 'stripe', publishable_key: stripe.publishableKey }
      : { mode: providers.cardSandbox ? 'sandbox' : 'off' },
    paypal: paypal?.clientId
      ? { mode: 'paypal', client_id: paypal.clientId }
      : { mode: paypal ? 'sandbox' : 'off' },
    bank_transfer: { mode: providers.bankTransfer ? 'transfer' : 'off' },
  };
}

export function paymentConfigRoute(providers: PaymentProviders): FastifyPluginAsyncZod {
  return async (app) => {
    const data = paymentConfig(providers);
    app.get(
      '/payment/config',
      { config: { access: 'public' }, schema: { tags, response: { 200: PaymentConfigResponseSchema } } },
      async () => ({ success: true as const, data }),
    );
  };
}
