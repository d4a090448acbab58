import type {
  AdminTestimonialResponse,
  RejectTestimonialBody,
} from '@scrivania/core/reviews/admin-moderation-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { useAfterModeration } from './moderation-change.ts';

/** POST admin/testimonials/{id}/reject with the reason, which stays with the testimonial. */
export function useRejectTestimonial() {
  const afterModeration = useAfterModeration();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RejectTestimonialBody }) =>
      apiRequest<AdminTestimonialResponse>(`admin/testimonials/${id}/reject`, {
        method: 'POST',
        auth: true,
        body,
      }),
    onSuccess: afterModeration,
  });
}
