import type { PropertyListResponse } from '@scrivania/core/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

const path = (id: string) => `property/category-id/${encodeURIComponent(id)}`;

export const getCategoryProperties = (id: string, signal?: AbortSignal) =>
  apiGet<PropertyListResponse>(path(id), signal);

export const categoryPropertiesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['api', path(id)] as const,
    queryFn: ({ signal }) => getCategoryProperties(id, signal).catch(logLoadError(path(id))),
    staleTime: 60_000,
  });

/** `id` is undefined when the route's id is not a number: nothing is asked then. */
export const useCategoryProperties = (id: string | undefined) =>
  useQuery({
    ...categoryPropertiesQueryOptions(id ?? ''),
    enabled: id !== undefined,
    select: (response) => response.data,
  });
