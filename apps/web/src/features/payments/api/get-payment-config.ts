import type { PaymentConfig, PaymentConfigResponse } from '@scrivania/core/payments/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Which mode card and PayPal run in (real provider or sandbox): the server decides. */
export const paymentConfigQuery = queryOptions({
  queryKey: ['api', 'payment/config'] as const,
  queryFn: async ({ signal }): Promise<PaymentConfig> =>
    (await apiGet<PaymentConfigResponse>('payment/config', signal)).data,
  staleTime: 10 * 60_000,
});

export const usePaymentConfig = () => useQuery(paymentConfigQuery);
