import type { ProfileResponse } from '@scrivania/core/account/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStoredToken } from '../../../lib/hydration.ts';

export const profileQueryKey = ['profile'] as const;

export type Session =
  | { status: 'loading' }
  | { status: 'logged-out' }
  | { status: 'logged-in'; user: ProfileResponse['data'] };

/** Logged in means: a stored token and a profile call that succeeds (SPEC section 4). */
export function useSession(): Session {
  const token = useStoredToken();
  const query = useQuery({
    queryKey: [...profileQueryKey, token],
    queryFn: ({ signal }) => apiRequest<ProfileResponse>('profile', { auth: true, signal }),
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
  });
  if (token === null || query.isError) return { status: 'logged-out' };
  if (query.isPending) return { status: 'loading' };
  return { status: 'logged-in', user: query.data.data };
}
