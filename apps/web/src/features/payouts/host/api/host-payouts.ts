import type { HostPayoutsResponse, PayoutGroup } from '@scrivania/core/payouts/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { hostPayoutKeys } from './keys.ts';

/** GET host/payouts?group&page: one page of the host's lines of one section of the screen, the latest due first. */
export const useHostPayouts = (group: PayoutGroup, page: number) =>
  useQuery({
    queryKey: hostPayoutKeys.list(group, page),
    queryFn: ({ signal }) =>
      apiRequest<HostPayoutsResponse>(`host/payouts?${new URLSearchParams({ group, page: String(page) })}`, {
        auth: true,
        signal,
      }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
