import type { SearchServicesResponse } from '@scrivania/core/catalog/search-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query.ts';

/** GET services: the services a listing may offer, which the search filters on. */
export function useSearchServices() {
  return useQuery({
    ...apiQueryOptions<SearchServicesResponse>('services'),
    select: (answer) => answer.data,
  });
}
