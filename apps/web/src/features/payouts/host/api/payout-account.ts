import type { PayoutAccount, PayoutAccountResponseSchema } from '@scrivania/core/payouts/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { hostPayoutKeys } from './keys.ts';

type AccountResponse = z.infer<typeof PayoutAccountResponseSchema>;

/**
 * GET host/payout-account: the card payout account's state. Null where the site takes no card
 * payments (the route does not exist there): payouts go by SEPA only.
 */
async function getAccount(signal: AbortSignal): Promise<PayoutAccount | null> {
  try {
    return (await apiRequest<AccountResponse>('host/payout-account', { auth: true, signal })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useHostPayoutAccount = () =>
  useQuery({ queryKey: hostPayoutKeys.account, queryFn: ({ signal }) => getAccount(signal) });
