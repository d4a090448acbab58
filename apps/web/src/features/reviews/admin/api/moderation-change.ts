import { useQueryClient } from '@tanstack/react-query';
import { adminQueryKey } from '../../../../lib/admin-query.ts';

/**
 * After a moderation change: the console's lists and counts, and the public testimonials and reviews
 * this browser holds, are read again.
 */
export function useAfterModeration() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['api', 'testimonials'] }),
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) =>
          queryKey[0] === 'api' && String(queryKey[1]).startsWith('property-review/'),
      }),
    ]);
}
