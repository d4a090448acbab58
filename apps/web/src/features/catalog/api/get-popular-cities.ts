import type { CitiesResponse } from '@scrivania/core/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query.ts';

export function usePopularCities() {
  return useQuery({
    ...apiQueryOptions<CitiesResponse>('popular-cities'),
    select: (response) => response.data,
  });
}
