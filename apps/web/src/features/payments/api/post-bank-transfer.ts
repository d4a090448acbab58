import type { BankTransferBody, PaymentResultResponse } from '@scrivania/core/payments/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const useBankTransfer = () =>
  useMutation({
    mutationFn: (body: BankTransferBody) =>
      apiRequest<PaymentResultResponse>('payment/bank-transfer', { method: 'POST', body, auth: true }),
  });
