import type { PropertyListResponse } from '@scrivania/core/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

const path = (id: string) => `property/city-id/${encodeURIComponent(id)}`;

export const getCityProperties = (id: string, signal?: AbortSignal) =>
  apiGet<PropertyListResponse>(path(id), signal);

export const cityPropertiesQueryOptions = (id: string) =>
  apiQueryOptions(path(id), (signal) => getCityProperties(id, signal), 60_000);

/** `id` is undefined when the route's id is not a number: nothing is asked then. */
export const useCityProperties = (id: string | undefined) =>
  useQuery({
    ...cityPropertiesQueryOptions(id ?? ''),
    enabled: id !== undefined,
    select: (response) => response.data,
  });
