import type { StripeIntentBody, StripeIntentResponse } from '@scrivania/core/payments/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const useStripeIntent = () =>
  useMutation({
    mutationFn: (body: StripeIntentBody) =>
      apiRequest<StripeIntentResponse>('payment/stripe', { method: 'POST', body, auth: true }),
  });
