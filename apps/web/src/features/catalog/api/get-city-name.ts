import type { CityNameResponse } from '@scrivania/core/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

const path = (id: string) => `city-name/${encodeURIComponent(id)}`;

/** A city's title and SEO. */
export const getCityName = (id: string, signal?: AbortSignal) => apiGet<CityNameResponse>(path(id), signal);

export const cityNameQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['api', path(id)] as const,
    queryFn: ({ signal }) => getCityName(id, signal).catch(logLoadError(path(id))),
    staleTime: 5 * 60_000,
  });

/** `id` is undefined when the route's id is not a number: nothing is asked then. */
export const useCityName = (id: string | undefined) =>
  useQuery({ ...cityNameQueryOptions(id ?? ''), enabled: id !== undefined });
