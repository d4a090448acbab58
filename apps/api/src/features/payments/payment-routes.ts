import type { FastifyPluginAsync } from 'fastify';
import { createPaymentProviders } from '../../providers/payments/payment-providers.ts';
import { bankTransferRoutes } from './bank-transfer-routes.ts';
import { createPaymentService } from './payment-service.ts';
import { paypalRoutes } from './paypal-routes.ts';
import { cardRoutes } from './routes.ts';
import { stripeWebhookRoutes } from './stripe-webhook-routes.ts';

/** Every payment endpoint, sharing one service and the providers chosen by configuration. */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const service = createPaymentService(app);
  const providers = createPaymentProviders(app.config.payments);
  await app.register(cardRoutes(service, providers));
  await app.register(paypalRoutes(service, providers));
  await app.register(bankTransferRoutes(service));
  await app.register(stripeWebhookRoutes(service, providers));
};
