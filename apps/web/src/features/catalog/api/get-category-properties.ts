import type { PropertyListResponse } from '@scrivania/core/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

const path = (id: string) => `property/category-id/${encodeURIComponent(id)}`;

export const getCategoryProperties = (id: string, signal?: AbortSignal) =>
  apiGet<PropertyListResponse>(path(id), signal);

export const categoryPropertiesQueryOptions = (id: string) =>
  apiQueryOptions(path(id), (signal) => getCategoryProperties(id, signal), 60_000);

/** `id` is undefined when the route's id is not a number: nothing is asked then. */
export const useCategoryProperties = (id: string | undefined) =>
  useQuery({
    ...categoryPropertiesQueryOptions(id ?? ''),
    enabled: id !== undefined,
    select: (response) => response.data,
  });
