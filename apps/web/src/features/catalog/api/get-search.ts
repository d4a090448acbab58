import { searchFilterParams } from '@scrivania/core/catalog/search-filter-params';
import type { SearchResponse } from '@scrivania/core/catalog/search-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';
import { searchQueryString } from './search-parameters.ts';

/**
 * GET property/search-from-home with the search's own parameters of the page's query string: words,
 * an area of the map, or a filter make a search (the order alone does not).
 */
export function useSearch(search: URLSearchParams) {
  const path = `property/search-from-home?${searchQueryString(search)}`;
  return useQuery({
    queryKey: ['api', path],
    queryFn: ({ signal }) => apiGet<SearchResponse>(path, signal).catch(logLoadError('search')),
    enabled:
      (search.get('search_input') ?? '').trim().length > 0 ||
      search.has('bbox') ||
      searchFilterParams.some((name) => name !== 'sort' && search.has(name)),
    placeholderData: keepPreviousData,
    select: (response) => response.data,
  });
}
