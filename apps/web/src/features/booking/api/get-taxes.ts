import type { TaxListResponseSchema } from '@scrivania/core/booking/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiQueryOptions } from '../../../lib/api-query.ts';

type TaxListResponse = z.infer<typeof TaxListResponseSchema>;

/** GET booking/tax: every tax applies, their percentages are summed. */
export function useTaxes() {
  return useQuery({
    ...apiQueryOptions<TaxListResponse>('booking/tax'),
    select: (response) => response.data,
  });
}
