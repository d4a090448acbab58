import type { CardSandboxBody, PaymentResultResponse } from '@scrivania/core/payments/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const useCardSandboxPayment = () =>
  useMutation({
    mutationFn: (body: CardSandboxBody) =>
      apiRequest<PaymentResultResponse>('payment/card-sandbox', { method: 'POST', body, auth: true }),
  });
