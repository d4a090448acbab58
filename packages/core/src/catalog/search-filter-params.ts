import type { SearchQuery } from './search-schemas.ts';

/**
 * The filters and the sort of the results page, as the address carries them. A module without zod:
 * the home page's search form reads it, and brings no schema code until the form is used (decision 108).
 */
export const searchFilterParams = [
  'min_price',
  'max_price',
  'category_id',
  'service_ids',
  'instant',
  'min_rating',
  'sort',
] as const satisfies readonly (keyof SearchQuery)[];
