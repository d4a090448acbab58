import type { SearchQuery } from '@scrivania/core/catalog/search-schemas';

/**
 * The query parameters a search reads. The results page is rendered on the server from these alone
 * (decision 050), and its API path lists them in this order, so the server's answer and the browser's
 * query have one key whatever else the address carries.
 */
export const SEARCH_PARAMETERS = [
  'bbox',
  'category_id',
  'end_date',
  'end_time',
  'instant',
  'max_price',
  'min_price',
  'min_rating',
  'no_of_guest',
  'page',
  'search_input',
  'service_ids',
  'sort',
  'start_date',
  'start_time',
] as const satisfies readonly (keyof SearchQuery)[];

const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/** The search's own query string: its parameters only, sorted by name as the rendered page's address. */
export function searchQueryString(params: URLSearchParams): string {
  const read: readonly string[] = SEARCH_PARAMETERS;
  return new URLSearchParams([...params].filter(([name]) => read.includes(name)).sort(byName)).toString();
}
