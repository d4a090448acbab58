import type { PayoutProfileInput, PayoutProfileResponse } from '@scrivania/core/payouts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { hostPayoutKeys } from './keys.ts';

const getProfile = (signal?: AbortSignal) =>
  apiRequest<PayoutProfileResponse>('host/payout-profile', { auth: true, signal });

/** GET host/payout-profile: the profile (null until saved), whether it is complete, its change history. */
export const useHostPayoutProfile = () =>
  useQuery({
    queryKey: hostPayoutKeys.profile,
    queryFn: ({ signal }) => getProfile(signal),
    select: (answer) => answer.data,
  });

/** PUT host/payout-profile; the server judges every field and answers the saved profile. */
export function useSavePayoutProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutProfileInput) =>
      apiRequest<PayoutProfileResponse>('host/payout-profile', { method: 'PUT', auth: true, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(hostPayoutKeys.profile, answer);
      return queryClient.invalidateQueries({ queryKey: hostPayoutKeys.all });
    },
  });
}
