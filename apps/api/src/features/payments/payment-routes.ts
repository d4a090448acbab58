import type { FastifyPluginAsync } from 'fastify';
import { ProviderUnavailableError } from '../../providers/payments/gateway.ts';
import { createPaymentProviders } from '../../providers/payments/payment-providers.ts';
import { transferReceivedRoute, transferRequestRoute } from './bank-transfer-routes.ts';
import { createBankTransferService } from './bank-transfer-service.ts';
import { cardSandboxRoutes } from './card-sandbox-routes.ts';
import { createCardSandboxService } from './card-sandbox-service.ts';
import { createPaymentService } from './payment-service.ts';
import { paypalRoutes } from './paypal-routes.ts';
import { createPaypalService } from './paypal-service.ts';
import { createRefundService } from './refund-service.ts';
import { paymentConfigRoute } from './routes.ts';
import { stripeRoutes } from './stripe-routes.ts';
import { createStripeService } from './stripe-service.ts';
import { stripeWebhookRoutes } from './stripe-webhook-routes.ts';

/**
 * Every payment endpoint, sharing one service and the providers chosen by configuration. A method
 * that is not offered has no routes at all (404), so no sandbox answers in live mode.
 */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const payments = createPaymentService(app);
  const providers = createPaymentProviders(app.config.payments);
  // The user reads a short 502; the logs get the status and the provider's id of the call.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof ProviderUnavailableError) {
      request.log.warn(error.failure, 'payment provider call failed');
    }
  });
  const refunds = createRefundService(app, providers);
  // Refunds are asked by the queue, whichever feature opened them.
  refunds.registerJobs();
  await app.register(paymentConfigRoute(providers));
  if (providers.stripe) {
    const stripe = createStripeService(app, payments, providers.stripe, refunds);
    await app.register(stripeRoutes(stripe));
    await app.register(stripeWebhookRoutes(stripe));
  }
  if (providers.cardSandbox) await app.register(cardSandboxRoutes(createCardSandboxService(app, payments)));
  if (providers.paypal)
    await app.register(paypalRoutes(createPaypalService(app, payments, providers.paypal)));
  const transfers = createBankTransferService(app, payments);
  if (providers.bankTransfer) await app.register(transferRequestRoute(transfers, providers.bankTransfer));
  await app.register(transferReceivedRoute(transfers));
};
