import type { AdminTestimonialResponse } from '@scrivania/core/reviews/admin-moderation-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { useAfterModeration } from './moderation-change.ts';

/** POST admin/testimonials/{id}/approve: the testimonial shows on the home page at once. */
export function useApproveTestimonial() {
  const afterModeration = useAfterModeration();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<AdminTestimonialResponse>(`admin/testimonials/${id}/approve`, {
        method: 'POST',
        auth: true,
        body: {},
      }),
    onSuccess: afterModeration,
  });
}
