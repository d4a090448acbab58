import type { BecomeHostResponseSchema } from '@scrivania/core/schemas/content';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiQueryOptions } from '../../../lib/api-query.ts';

export function useBecomeHostContent() {
  return useQuery({
    ...apiQueryOptions<z.infer<typeof BecomeHostResponseSchema>>('become-host/page-data'),
    select: (response) => response.data,
  });
}
