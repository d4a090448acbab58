import type { TaxListResponseSchema } from '@scrivania/core/booking/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiQueryOptions } from '../../../lib/api-query.ts';

type TaxListResponse = z.infer<typeof TaxListResponseSchema>;

/**
 * GET booking/tax: every tax applies, their percentages are summed. Never reused from an earlier page:
 * the operator can change the taxes at any moment and the checkout must show the ones the server charges.
 */
export function useTaxes() {
  return useQuery({
    ...apiQueryOptions<TaxListResponse>('booking/tax', undefined, 0),
    select: (response) => response.data,
  });
}
