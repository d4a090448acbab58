import { z } from 'zod';
import { IsoDateSchema } from '../common.ts';
import { catalogMessages } from './messages.it.ts';
import { PropertyCardSchema } from './schemas.ts';

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value && IsoDateSchema.safeParse(value).success ? value : undefined));

/** Longer input is cut, not refused: a pasted paragraph still searches its beginning. */
export const SEARCH_INPUT_MAX = 200;
export const SEARCH_PAGE_SIZE = 12;

export const SearchQuerySchema = z.object({
  search_input: z
    .string()
    .max(5000, catalogMessages.searchTooLong)
    .transform((value) => value.trim().slice(0, SEARCH_INPUT_MAX)),
  start_date: optionalDate,
  end_date: optionalDate,
  /** 0 means "no preference" (the search form's first option). */
  no_of_guest: z.coerce.number().int().min(0).max(1000).catch(0).default(0),
  page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    propertyByCityId: z.array(PropertyCardSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
