import type { CategoryNameResponse } from '@scrivania/core/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { apiQueryOptions } from '../../../lib/api-query.ts';

const path = (id: string) => `category-name/${encodeURIComponent(id)}`;

/** A category's title and SEO. */
export const getCategoryName = (id: string, signal?: AbortSignal) =>
  apiGet<CategoryNameResponse>(path(id), signal);

export const categoryNameQueryOptions = (id: string) =>
  apiQueryOptions(path(id), (signal) => getCategoryName(id, signal));

/** `id` is undefined when the route's id is not a number: nothing is asked then. */
export const useCategoryName = (id: string | undefined) =>
  useQuery({ ...categoryNameQueryOptions(id ?? ''), enabled: id !== undefined });
