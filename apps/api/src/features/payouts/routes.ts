import type { FastifyPluginAsync } from 'fastify';
import { createPayoutGateway } from '../../providers/payments/payout-gateway.ts';
import { adminCommissionRoutes } from './admin-commission-routes.ts';
import { adminPayoutRoutes } from './admin-payout-routes.ts';
import { hostPayoutRoutes } from './host-payout-routes.ts';
import { createPayoutAccountService } from './payout-account-service.ts';
import { registerPayoutRun } from './payout-run.ts';
import { sandboxOnboardingRoutes } from './sandbox-onboarding-routes.ts';

/**
 * Host payouts (issue 31): the commission, the host's payout profile and card payout account, the
 * ledger and its daily run, the operator's payouts and SEPA batches. Card payouts go through Stripe Connect when Stripe is configured, through
 * the sandbox in sandbox mode without it, and do not exist in live mode without it (SEPA only).
 */
export const payoutRoutes: FastifyPluginAsync = async (app) => {
  const gateway = createPayoutGateway(app.config.payments);
  const accounts = gateway ? createPayoutAccountService(app, gateway) : null;
  const payoutRun = registerPayoutRun(app, gateway);
  await app.register(adminCommissionRoutes);
  await app.register(adminPayoutRoutes(payoutRun));
  await app.register(hostPayoutRoutes(accounts));
  if (gateway?.mode === 'sandbox' && accounts) await app.register(sandboxOnboardingRoutes(accounts));
};
