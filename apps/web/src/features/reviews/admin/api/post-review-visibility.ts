import type { AdminReviewResponse } from '@scrivania/core/reviews/admin-moderation-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { useAfterModeration } from './moderation-change.ts';

/** POST admin/reviews/{id}/hide or …/show: the review leaves or rejoins the listing's page. */
export function useReviewVisibility() {
  const afterModeration = useAfterModeration();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'hide' | 'show' }) =>
      apiRequest<AdminReviewResponse>(`admin/reviews/${id}/${action}`, {
        method: 'POST',
        auth: true,
        body: {},
      }),
    onSuccess: afterModeration,
  });
}
