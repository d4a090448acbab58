import type { PayoutSummaryResponse } from '@scrivania/core/payouts/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { hostPayoutKeys } from './keys.ts';

/** GET host/payouts/summary: the next payout, the totals, and whether profile and card account are ready. */
export const useHostPayoutsSummary = () =>
  useQuery({
    queryKey: hostPayoutKeys.summary,
    queryFn: ({ signal }) =>
      apiRequest<PayoutSummaryResponse>('host/payouts/summary', { auth: true, signal }),
    select: (answer) => answer.data,
  });
