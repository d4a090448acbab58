import type { PropertyListResponse } from '@scrivania/core/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

const PATH = 'explore-property';

export const getExploreProperty = (signal?: AbortSignal) => apiGet<PropertyListResponse>(PATH, signal);

export const explorePropertyQueryOptions = () => apiQueryOptions(PATH, getExploreProperty, 60_000);

export const useExploreProperties = () =>
  useQuery({ ...explorePropertyQueryOptions(), select: (response) => response.data });
