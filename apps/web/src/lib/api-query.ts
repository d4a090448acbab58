import { apiGet } from './api-client.ts';
import { logLoadError } from './log-load-error.ts';

/**
 * Query options for a public GET whose failure only empties its area (SPEC section 8): the
 * query key is the API path, so every screen asking for the same data shares one request.
 */
export function apiQueryOptions<T>(path: string, staleTime = 5 * 60_000) {
  return {
    queryKey: ['api', path] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiGet<T>(path, signal).catch(logLoadError(path)),
    staleTime,
  };
}
