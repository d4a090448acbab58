import type { LegalPageResponse } from '@scrivania/core/schemas/content';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query.ts';

export type LegalPage = 'privacy-policy' | 'terms-and-condition';

/** Privacy and terms: the HTML of the first item returned (SPEC section 2). */
export function useLegalPage(page: LegalPage) {
  return useQuery({
    ...apiQueryOptions<LegalPageResponse>(page),
    select: (response) => response.data[0]?.description ?? '',
  });
}
