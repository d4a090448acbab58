import type { ProfileResponse } from '@scrivania/core/account/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { useStoredToken } from './hydration.ts';

export const profileQueryKey = ['profile'] as const;

export type Session =
  | { status: 'loading' }
  | { status: 'logged-out' }
  | { status: 'logged-in'; user: ProfileResponse['data'] };

/** GET profile with a session token: the session's check, and what a login reads to know where to lead. */
export const profileQuery = (token: string | null) => ({
  queryKey: [...profileQueryKey, token],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<ProfileResponse>('profile', { auth: true, signal }),
  retry: false,
  staleTime: 60_000,
});

/** Logged in means: a stored token and a profile call that succeeds (SPEC section 4). */
export function useSession(): Session {
  const token = useStoredToken();
  const query = useQuery({ ...profileQuery(token), enabled: token !== null });
  if (token === null || query.isError) return { status: 'logged-out' };
  if (query.isPending) return { status: 'loading' };
  return { status: 'logged-in', user: query.data.data };
}
