import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** One per browser tab, and one per page the server renders, so no answer leaks between visitors. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A 4xx answer will not change on retry; network and 5xx failures get one more try.
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
