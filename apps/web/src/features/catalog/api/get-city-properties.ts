import type { PropertyListResponse } from '@scrivania/core/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

const path = (id: string) => `property/city-id/${encodeURIComponent(id)}`;

export const getCityProperties = (id: string, signal?: AbortSignal) =>
  apiGet<PropertyListResponse>(path(id), signal);

export const cityPropertiesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['api', path(id)] as const,
    queryFn: ({ signal }) => getCityProperties(id, signal).catch(logLoadError(path(id))),
    staleTime: 60_000,
  });

/** `id` is undefined when the route's id is not a number: nothing is asked then. */
export const useCityProperties = (id: string | undefined) =>
  useQuery({
    ...cityPropertiesQueryOptions(id ?? ''),
    enabled: id !== undefined,
    select: (response) => response.data,
  });
