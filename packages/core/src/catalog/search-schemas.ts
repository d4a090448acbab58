import { z } from 'zod';
import { IsoDateSchema } from '../common.ts';
import { timeOfDaySchema } from './hourly-schemas.ts';
import { catalogMessages } from './messages.it.ts';
import { PropertyCardSchema } from './schemas.ts';
import {
  type BoundingBox,
  readBoundingBox,
  type SearchFilterValues,
  type SearchSort,
  searchRelaxable,
  searchSorts,
} from './search-filter-params.ts';
import { minutesOfDay } from './time-of-day.ts';

const m = catalogMessages.searchFilters;

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value && IsoDateSchema.safeParse(value).success ? value : undefined));

/** Longer input is cut, not refused: a long pasted name still searches its beginning. */
export const SEARCH_INPUT_MAX = 200;
/** Each word is matched on its own, so a text's cost grows with its words: more are refused. */
export const SEARCH_WORDS_MAX = 12;
/** The words of a search text as search matches them: what whitespace separates. */
export const searchWordCount = (text: string) => (text.trim() === '' ? 0 : text.trim().split(/\s+/).length);
export const SEARCH_PAGE_SIZE = 12;
/** More services than any listing offers would only ever find nothing. */
export const SEARCH_SERVICES_MAX = 30;
const PRICE_MAX_CENTS = 10_000_000;

/** An area of the map in degrees: the search's `bbox` as read, and what the map shows and reports. */
export const BoundingBoxSchema = z.object({
  west: z.number(),
  south: z.number(),
  east: z.number(),
  north: z.number(),
}) satisfies z.ZodType<BoundingBox>;

/** A query parameter the search form may send empty: empty and blank mean "not given". */
const optionalParam = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** Euro with up to two decimals (a comma works too), read as cents. */
function euroCents(message: string) {
  return optionalParam.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const euro = /^\d{1,6}([.,]\d{1,2})?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
    const cents = Math.round(euro * 100);
    if (!Number.isFinite(euro) || cents > PRICE_MAX_CENTS) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });
}

const positiveId = (value: string) => /^\d{1,9}$/.test(value) && Number(value) > 0;

const categoryId = optionalParam.transform((value, ctx) => {
  if (value === undefined) return undefined;
  if (!positiveId(value)) {
    ctx.addIssue({ code: 'custom', message: m.categoryInvalid });
    return z.NEVER;
  }
  return Number(value);
});

/** '3,7' → [3, 7], repeats dropped; an empty list is no filter. */
const serviceIds = optionalParam.transform((value, ctx) => {
  if (value === undefined) return [];
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length > SEARCH_SERVICES_MAX || !parts.every(positiveId)) {
    ctx.addIssue({ code: 'custom', message: m.servicesInvalid });
    return z.NEVER;
  }
  return [...new Set(parts.map(Number))];
});

const instant = optionalParam.transform((value, ctx) => {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  ctx.addIssue({ code: 'custom', message: m.instantInvalid });
  return z.NEVER;
});

/** Stars from 0 to 5, one decimal at most; 0 is no filter. */
const minRating = optionalParam.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const stars = /^\d([.,]\d)?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
  if (!(stars >= 0 && stars <= 5)) {
    ctx.addIssue({ code: 'custom', message: m.ratingInvalid });
    return z.NEVER;
  }
  return stars > 0 ? stars : undefined;
});

/** An hour of the search's time window, 'HH:MM'; empty is none. */
const timeParam = optionalParam.pipe(timeOfDaySchema().optional());

const sort = optionalParam.transform((value, ctx): SearchSort => {
  if (value === undefined) return 'relevance';
  const known = searchSorts.find((key) => key === value);
  if (!known) {
    ctx.addIssue({ code: 'custom', message: m.sortInvalid });
    return z.NEVER;
  }
  return known;
});

/** 'west,south,east,north' in degrees (the GeoJSON order); see ITALY_BOUNDS for boxes beyond Italy. */
const bbox = optionalParam.transform((value, ctx): BoundingBox | undefined => {
  if (value === undefined) return undefined;
  const read = readBoundingBox(value);
  if (typeof read === 'object') return read;
  ctx.addIssue({ code: 'custom', message: m[read] });
  return z.NEVER;
});

/**
 * The search's query, field by field (the search form reads its boxes with it). The API checks it
 * with `SearchRequestSchema`, which adds the rules across fields.
 */
export const SearchQuerySchema = z.object({
  search_input: z
    .string()
    .max(5000, catalogMessages.searchTooLong)
    .default('')
    .refine((value) => searchWordCount(value) <= SEARCH_WORDS_MAX, catalogMessages.searchTooManyWords)
    .transform((value) => value.trim().slice(0, SEARCH_INPUT_MAX)),
  start_date: optionalDate,
  end_date: optionalDate,
  /** A time window on `start_date` (both or neither): hourly listings free in it; daily ones judged by the day. */
  start_time: timeParam,
  end_time: timeParam,
  /** 0 means "no preference" (the search form's first option). */
  no_of_guest: z.coerce.number().int().min(0).max(1000).catch(0).default(0),
  page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
  /** Euro per day (per person for per-person prices, times the guests searched), read as cents. */
  min_price: euroCents(m.minPriceInvalid),
  max_price: euroCents(m.maxPriceInvalid),
  category_id: categoryId,
  service_ids: serviceIds,
  instant,
  min_rating: minRating,
  sort,
  bbox,
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

const hasTimeWindow = (query: Pick<SearchQuery, 'start_date' | 'start_time' | 'end_time'>) =>
  query.start_date !== undefined && query.start_time !== undefined && query.end_time !== undefined;

/** The API's reading of a search: the fields, then a price range that ends before it starts and a distance with no map are refused. */
export const SearchRequestSchema = SearchQuerySchema.superRefine((query, ctx) => {
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price)
    ctx.addIssue({ code: 'custom', path: ['max_price'], message: m.priceRangeInverted });
  if ((query.start_time !== undefined || query.end_time !== undefined) && !hasTimeWindow(query))
    ctx.addIssue({
      code: 'custom',
      path: ['end_time'],
      message: catalogMessages.hourly.timeWindowIncomplete,
    });
  else if (
    query.start_time &&
    query.end_time &&
    minutesOfDay(query.end_time) <= minutesOfDay(query.start_time)
  )
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: catalogMessages.hourly.endBeforeStart });
  if (query.sort === 'distance' && !query.bbox)
    ctx.addIssue({ code: 'custom', path: ['sort'], message: m.distanceNeedsArea });
});

/** A search result: the card of every list, and where the listing is (null when the host has not said). */
export const SearchCardSchema = PropertyCardSchema.extend({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type SearchCard = z.infer<typeof SearchCardSchema>;

export const SearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    propertyByCityId: z.array(SearchCardSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** Results per category for this search with every filter but the category; categories with none are left out. */
    category_counts: z.array(z.object({ id: z.number().int(), count: z.number().int() })),
    /** When nothing is found: the one filter whose removal finds most (see `searchRelaxable`), else null. */
    relax: z.enum(searchRelaxable).nullable(),
  }),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export {
  type BoundingBox,
  ITALY_BOUNDS,
  type SearchRelaxable,
  type SearchSort,
  searchFilterBoxes,
  searchFilterParams,
  searchRelaxable,
  searchRelaxParams,
  searchSorts,
} from './search-filter-params.ts';

/**
 * The results page's filter boxes as the browser has them. Services are checkboxes sharing a name:
 * one checkbox alone reads as its value, or false when unticked.
 */
export const SearchFilterBoxesSchema = z.object({
  min_price: z.string(),
  max_price: z.string(),
  category_id: z.string(),
  service_ids: z
    .union([z.array(z.string()), z.string(), z.boolean()])
    .transform((value) => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : [])),
  instant: z.boolean(),
  min_rating: z.string(),
  sort: z.string(),
  /** The map's area, unchanged by the filters: the distance sort is refused without one. */
  bbox: z.string(),
}) satisfies z.ZodType<SearchFilterValues, unknown>;
export type SearchFilterBoxes = z.input<typeof SearchFilterBoxesSchema>;

/**
 * The boxes as the address writes them (`searchFilterParams`, and the area they were chosen in): a
 * filter left empty is no parameter, nor is the default sort.
 */
function filterQuery(boxes: z.output<typeof SearchFilterBoxesSchema>): Partial<Record<string, string>> {
  const query: Partial<Record<string, string>> = {};
  const given = (name: string, value: string) => {
    if (value.trim() !== '') query[name] = value.trim();
  };
  given('min_price', boxes.min_price);
  given('max_price', boxes.max_price);
  given('category_id', boxes.category_id);
  given('service_ids', [...boxes.service_ids].sort((a, b) => Number(a) - Number(b)).join(','));
  if (boxes.instant) query.instant = '1';
  given('min_rating', boxes.min_rating);
  if (boxes.sort !== 'relevance') given('sort', boxes.sort);
  given('bbox', boxes.bbox);
  return query;
}

/**
 * The filter form's reading: the boxes become the address's parameters, refused by the API's own
 * rules (`SearchRequestSchema`), each refusal on its box, so the page never asks what the API refuses.
 */
export const SearchFilterFormSchema = SearchFilterBoxesSchema.transform(filterQuery).superRefine(
  (query, ctx) => {
    const read = SearchRequestSchema.safeParse(query);
    if (read.success) return;
    for (const issue of read.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  },
);

/** A service a listing can offer, as the search's filter names it. */
export const SearchServiceSchema = z.object({ _id: z.number().int(), service_name: z.string() });
export type SearchService = z.infer<typeof SearchServiceSchema>;

export const SearchServicesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(SearchServiceSchema),
});
export type SearchServicesResponse = z.infer<typeof SearchServicesResponseSchema>;
