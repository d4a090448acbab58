import type { CategoryNameResponse } from '@scrivania/core/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';

const path = (id: string) => `category-name/${encodeURIComponent(id)}`;

/** A category's title and SEO. */
export const getCategoryName = (id: string, signal?: AbortSignal) =>
  apiGet<CategoryNameResponse>(path(id), signal);

export const categoryNameQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['api', path(id)] as const,
    queryFn: ({ signal }) => getCategoryName(id, signal).catch(logLoadError(path(id))),
    staleTime: 5 * 60_000,
  });

/** `id` is undefined when the route's id is not a number: nothing is asked then. */
export const useCategoryName = (id: string | undefined) =>
  useQuery({ ...categoryNameQueryOptions(id ?? ''), enabled: id !== undefined });
