import type { PublicTestimonialListResponse } from '@scrivania/core/reviews/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query.ts';

/** GET testimonials: the approved ones for the home page, newest first; a failure only empties the section. */
export function useHomeTestimonials() {
  return useQuery({
    ...apiQueryOptions<PublicTestimonialListResponse>('testimonials', undefined, 60_000),
    select: (response) => response.data,
  });
}
