import type { ReviewListResponseSchema } from '@scrivania/core/reviews/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiQueryOptions } from '../../../lib/api-query.ts';

export function usePropertyReviews(id: string) {
  return useQuery({
    ...apiQueryOptions<z.infer<typeof ReviewListResponseSchema>>(
      `property-review/${encodeURIComponent(id)}`,
      undefined,
      30_000,
    ),
    select: (response) => response.data,
  });
}
