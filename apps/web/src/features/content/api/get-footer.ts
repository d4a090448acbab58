import type { FooterResponseSchema } from '@scrivania/core/content/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiQueryOptions } from '../../../lib/api-query.ts';

export function useFooter() {
  return useQuery({
    ...apiQueryOptions<z.infer<typeof FooterResponseSchema>>('footer'),
    select: (response) => response.data,
  });
}
