import { zodResolver } from '@hookform/resolvers/zod';
import { type SearchFilterBoxes, SearchFilterFormSchema } from '@scrivania/core/catalog/search-schemas';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The filters as the address writes them, each refused by the search API's own rules. */
export type FilterQuery = z.output<typeof SearchFilterFormSchema>;

/** The filter form's reading: zod's weight, fetched once the visitor reaches for the filters. */
export const filterResolver = zodResolver(SearchFilterFormSchema) as Resolver<
  SearchFilterBoxes,
  unknown,
  FilterQuery
>;
