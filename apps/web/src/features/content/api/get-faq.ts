import type { FaqListResponseSchema } from '@scrivania/core/schemas/content';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiQueryOptions } from '../../../lib/api-query.ts';

export function useFaq() {
  return useQuery({
    ...apiQueryOptions<z.infer<typeof FaqListResponseSchema>>('faq'),
    select: (response) => response.data,
  });
}
