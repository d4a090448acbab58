import type { PropertyListResponse } from '@scrivania/core/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

const PATH = 'explore-property';

export const getExploreProperty = (signal?: AbortSignal) => apiGet<PropertyListResponse>(PATH, signal);

export const explorePropertyQueryOptions = () =>
  queryOptions({
    queryKey: ['api', PATH] as const,
    queryFn: ({ signal }) => getExploreProperty(signal).catch(logLoadError(PATH)),
    staleTime: 60_000,
  });

export const useExploreProperties = () =>
  useQuery({ ...explorePropertyQueryOptions(), select: (response) => response.data });
