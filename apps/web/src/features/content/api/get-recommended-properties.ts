import type { PropertyListResponse } from '@scrivania/core/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

export function useRecommendedProperties() {
  return useQuery({
    queryKey: ['recommended-property'],
    queryFn: ({ signal }) =>
      apiGet<PropertyListResponse>('recommended-property', signal).catch(
        logLoadError('recommended properties'),
      ),
    select: (response) => response.data,
  });
}
