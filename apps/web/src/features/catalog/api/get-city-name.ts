import type { CityNameResponse } from '@scrivania/core/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

const path = (id: string) => `city-name/${encodeURIComponent(id)}`;

/** A city's title and SEO. */
export const getCityName = (id: string, signal?: AbortSignal) => apiGet<CityNameResponse>(path(id), signal);

export const cityNameQueryOptions = (id: string) =>
  apiQueryOptions(path(id), (signal) => getCityName(id, signal));

/** `id` is undefined when the route's id is not a number: nothing is asked then. */
export const useCityName = (id: string | undefined) =>
  useQuery({ ...cityNameQueryOptions(id ?? ''), enabled: id !== undefined });
