import type { PropertyListResponse } from '@scrivania/core/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../lib/api-query.ts';

export function useRecommendedProperties() {
  return useQuery({
    ...apiQueryOptions<PropertyListResponse>('recommended-property', undefined, 60_000),
    select: (response) => response.data,
  });
}
