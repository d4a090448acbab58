import type { PaymentsConfig } from '../../config.ts';
import type { BankAccount } from '../../config-payments.ts';
import type { PaypalGateway } from './gateway.ts';
import { createPaypalGateway, createPaypalSandbox } from './paypal-gateway.ts';
import { createStripeGateway, type StripeGateway } from './stripe-gateway.ts';

export interface PaymentProviders {
  mode: PaymentsConfig['mode'];
  /** Stripe's API; null when cards go to the card sandbox, or are not offered. */
  stripe: StripeGateway | null;
  /** The card sandbox decides card payments on the server: sandbox mode without Stripe keys. */
  cardSandbox: boolean;
  /** PayPal's API, or the PayPal sandbox in sandbox mode; null when PayPal is not offered. */
  paypal: PaypalGateway | null;
  /** Where transfers go; null when bank transfer is not offered. */
  bankTransfer: BankAccount | null;
}

/**
 * Each configured provider talks to its real API. In sandbox mode the others run their sandbox; in
 * live mode they are simply not offered, so no sandbox can take a booking for free (decision 017).
 */
export function createPaymentProviders(config: PaymentsConfig): PaymentProviders {
  const sandbox = config.mode === 'sandbox';
  return {
    mode: config.mode,
    stripe: config.stripe ? createStripeGateway(config.stripe) : null,
    cardSandbox: sandbox && !config.stripe,
    paypal: config.paypal ? createPaypalGateway(config.paypal) : sandbox ? createPaypalSandbox() : null,
    bankTransfer: config.bankTransfer ?? null,
  };
}
