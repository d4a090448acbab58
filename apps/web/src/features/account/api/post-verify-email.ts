import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { profileQueryKey } from '../../../lib/session.ts';

type Answer = { success: boolean; message: string };

/** Opens a mailed verification link; the profile then shows the verified (or new) address. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest<Answer>('verify-email', { method: 'POST', body: { token } }),
    // Reset, not invalidate: a first profile read still in flight (no data yet) would survive an
    // invalidation and leave the address shown as unverified; a reset cancels it and reads again.
    onSuccess: () => queryClient.resetQueries({ queryKey: profileQueryKey }),
  });
}

/** Mails the verification link again, to the pending address if there is one. */
export const useResendVerification = () =>
  useMutation({
    mutationFn: () => apiRequest<Answer>('profile/verify-email/resend', { method: 'POST', auth: true }),
  });
