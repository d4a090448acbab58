import { zodResolver } from '@hookform/resolvers/zod';
import { type SearchQuery, SearchRequestSchema } from '@scrivania/core/catalog/search-schemas';
import type { Resolver } from 'react-hook-form';

/** The search form's boxes: text, as the browser has them. */
export interface SearchBoxes {
  search_input: string;
  start_date: string;
  end_date: string;
  /** A window of the day ('HH:MM'), or '' for any time: it finds the spaces sold by the hour free then. */
  start_time: string;
  end_time: string;
  no_of_guest: string;
}
export type Search = Omit<SearchQuery, 'page'>;

/**
 * The search API's own reading of the query: a date that is none is dropped, the guests default to 0,
 * and a time window needs a day and both its ends, in order (the page it adds is not sent).
 */
export const searchResolver = zodResolver(SearchRequestSchema) as Resolver<SearchBoxes, unknown, Search>;
