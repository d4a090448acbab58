import { zodResolver } from '@hookform/resolvers/zod';
import { type SearchQuery, SearchQuerySchema } from '@scrivania/core/catalog/search-schemas';
import type { Resolver } from 'react-hook-form';

/** The search form's boxes: text, as the browser has them. */
export interface SearchBoxes {
  search_input: string;
  start_date: string;
  end_date: string;
  no_of_guest: string;
}
export type Search = Omit<SearchQuery, 'page'>;

/** The search API's own reading of the query: a date that is none is dropped, the guests default to 0. */
export const searchResolver = zodResolver(SearchQuerySchema.omit({ page: true })) as Resolver<
  SearchBoxes,
  unknown,
  Search
>;
