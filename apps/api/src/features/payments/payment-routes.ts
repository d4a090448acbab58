import type { FastifyPluginAsync } from 'fastify';
import { ProviderUnavailableError } from '../../providers/payments/gateway.ts';
import { createPaymentProviders } from '../../providers/payments/payment-providers.ts';
import { transferReceivedRoute, transferRequestRoute } from './bank-transfer-routes.ts';
import { cardSandboxRoutes } from './card-sandbox-routes.ts';
import { createPaymentService } from './payment-service.ts';
import { paypalRoutes } from './paypal-routes.ts';
import { paymentConfigRoute } from './routes.ts';
import { stripeRoutes } from './stripe-routes.ts';
import { stripeWebhookRoutes } from './stripe-webhook-routes.ts';

/**
 * Every payment endpoint, sharing one service and the providers chosen by configuration. A method
 * that is not offered has no routes at all (404), so no sandbox answers in live mode.
 */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const service = createPaymentService(app);
  const providers = createPaymentProviders(app.config.payments);
  // The user reads a short 502; the logs get the status and the provider's id of the call.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof ProviderUnavailableError) {
      request.log.warn(error.failure, 'payment provider call failed');
    }
  });
  await app.register(paymentConfigRoute(providers));
  if (providers.stripe) {
    await app.register(stripeRoutes(service, providers.stripe));
    await app.register(stripeWebhookRoutes(service, providers.stripe));
  }
  if (providers.cardSandbox) await app.register(cardSandboxRoutes(service));
  if (providers.paypal) await app.register(paypalRoutes(service, providers.paypal));
  if (providers.bankTransfer) await app.register(transferRequestRoute(service, providers.bankTransfer));
  await app.register(transferReceivedRoute(service));
};
