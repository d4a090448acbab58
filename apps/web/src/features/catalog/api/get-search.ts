import type { SearchResponse } from '@scrivania/core/catalog/search-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { logLoadError } from '../../../lib/log-load-error.ts';
import { searchQueryString } from './search-parameters.ts';

/**
 * GET property/search-from-home with the search's own parameters of the page's query string: words,
 * or an area of the map, make a search.
 */
export function useSearch(search: URLSearchParams) {
  const path = `property/search-from-home?${searchQueryString(search)}`;
  return useQuery({
    queryKey: ['api', path],
    queryFn: ({ signal }) => apiGet<SearchResponse>(path, signal).catch(logLoadError('search')),
    enabled: (search.get('search_input') ?? '').trim().length > 0 || search.has('bbox'),
    placeholderData: keepPreviousData,
    select: (response) => response.data,
  });
}
