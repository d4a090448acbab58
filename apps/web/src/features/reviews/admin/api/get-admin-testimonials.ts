import type { AdminTestimonialListResponse } from '@scrivania/core/reviews/admin-moderation-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminQueryKey } from '../../../../lib/admin-query.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

/** GET admin/testimonials?{query}: one page of one status (the server validates the query). */
export const useAdminTestimonials = (query: string) =>
  useQuery({
    queryKey: [...adminQueryKey, 'testimonials', query],
    queryFn: ({ signal }) =>
      apiRequest<AdminTestimonialListResponse>(`admin/testimonials?${query}`, { auth: true, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
