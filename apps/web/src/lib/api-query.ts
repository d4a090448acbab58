import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';
import { logLoadError } from './log-load-error.ts';

const CONTENT_STALE_MS = 5 * 60_000;

/**
 * Query options for a public GET whose failure only empties its area (SPEC section 8). The key is
 * the API path, so every screen asking for the same data shares one request.
 */
export function apiQueryOptions<T>(
  path: string,
  fetcher: (signal: AbortSignal) => Promise<T> = (signal) => apiGet<T>(path, signal),
  staleTime = CONTENT_STALE_MS,
) {
  return queryOptions({
    queryKey: ['api', path] as const,
    queryFn: ({ signal }) => fetcher(signal).catch(logLoadError(path)),
    staleTime,
  });
}
