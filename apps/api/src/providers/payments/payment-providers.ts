import type { PaymentsConfig } from '../../config.ts';
import type { PaypalGateway } from './gateway.ts';
import { createPaypalGateway, createPaypalSandbox } from './paypal-gateway.ts';
import { createStripeGateway, type StripeGateway } from './stripe-gateway.ts';

export interface PaymentProviders {
  /** Null: the card sandbox decides card payments on the server. */
  stripe: StripeGateway | null;
  paypal: PaypalGateway;
}

/** Each provider with credentials talks to its real API; the others run their sandbox. */
export function createPaymentProviders(config: PaymentsConfig): PaymentProviders {
  return {
    stripe: config.stripe ? createStripeGateway(config.stripe) : null,
    paypal: config.paypal ? createPaypalGateway(config.paypal) : createPaypalSandbox(),
  };
}
