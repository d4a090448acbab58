import type { PaymentConfigResponse } from '@scrivania/core/payments/schemas';

/** The payment config answer of a fresh install: sandbox mode, every method offered. */
export const sandboxPaymentConfig = {
  success: true,
  data: {
    mode: 'sandbox',
    card: { mode: 'sandbox' },
    paypal: { mode: 'sandbox' },
    bank_transfer: { mode: 'transfer' },
  },
} satisfies PaymentConfigResponse;
