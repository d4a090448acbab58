import type { AdminReviewListResponse } from '@scrivania/core/reviews/admin-moderation-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminQueryKey } from '../../../../lib/admin-query.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

/** GET admin/reviews?{query}: one page of property reviews, all or only visible or hidden ones. */
export const useAdminReviews = (query: string) =>
  useQuery({
    queryKey: [...adminQueryKey, 'reviews', query],
    queryFn: ({ signal }) =>
      apiRequest<AdminReviewListResponse>(`admin/reviews?${query}`, { auth: true, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
