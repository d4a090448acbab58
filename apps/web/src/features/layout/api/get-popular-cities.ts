import type { CitiesResponse } from '@scrivania/core/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

export function usePopularCities() {
  return useQuery({
    queryKey: ['popular-cities'],
    queryFn: ({ signal }) =>
      apiGet<CitiesResponse>('popular-cities', signal).catch(logLoadError('popular cities')),
    staleTime: 5 * 60_000,
    select: (response) => response.data,
  });
}
