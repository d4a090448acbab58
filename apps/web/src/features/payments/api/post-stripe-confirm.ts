import type { PaymentResultResponse, StripeConfirmBody } from '@scrivania/core/payments/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Asks the server to check the PaymentIntent with Stripe; the webhook does the same if this is lost. */
export const useStripeConfirm = () =>
  useMutation({
    mutationFn: (body: StripeConfirmBody) =>
      apiRequest<PaymentResultResponse>('payment/stripe/confirm', { method: 'POST', body, auth: true }),
  });
