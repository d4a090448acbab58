import type { FastifyPluginAsync } from 'fastify';
import { ProviderUnavailableError } from '../../providers/payments/gateway.ts';
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
  // The user reads a short 502; the logs get the status and the provider's id of the call.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof ProviderUnavailableError) {
      request.log.warn(error.failure, 'payment provider call failed');
    }
  });
  await app.register(cardRoutes(service, providers));
  await app.register(paypalRoutes(service, providers));
  await app.register(bankTransferRoutes(service));
  await app.register(stripeWebhookRoutes(service, providers));
};
