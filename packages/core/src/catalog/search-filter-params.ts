import type { SearchQuery } from './search-schemas.ts';

// The results page's address, read without zod: the search page and the home page's form read it
// before any form is reached, and bring no schema code until one is (decision 108). The schemas in
// `search-schemas.ts` build on these.

/**
 * The filters and the sort of the results page, as the address carries them.
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

export const searchSorts = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest', 'distance'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** The filters an empty result can name as the one to loosen (`catalogMessages.searchFilters.relax`). */
export const searchRelaxable = [
  'price',
  'category',
  'services',
  'instant',
  'rating',
  'area',
  'guests',
  'dates',
] as const;
export type SearchRelaxable = (typeof searchRelaxable)[number];

/** The query parameters each filter an empty result may name is made of: removing them loosens it. */
export const searchRelaxParams: Record<SearchRelaxable, readonly (keyof SearchQuery)[]> = {
  price: ['min_price', 'max_price'],
  category: ['category_id'],
  services: ['service_ids'],
  instant: ['instant'],
  rating: ['min_rating'],
  area: ['bbox'],
  guests: ['no_of_guest'],
  dates: ['start_date', 'end_date', 'start_time', 'end_time'],
};

/** An area of the map in degrees: the search's `bbox` as read, and what the map shows and reports. */
export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * Italy with a margin of about half a degree beyond its extreme points (Vetta d'Italia 47.09 N,
 * Lampedusa 35.49 N, the Chaberton 6.63 E, Otranto 18.52 E). Every box is read as its part inside
 * this one, so a map zoomed out to Europe searches all of Italy and no box searches more.
 */
export const ITALY_BOUNDS: BoundingBox = { west: 6, south: 35, east: 19, north: 48 };

const DEGREES = /^-?\d{1,3}(\.\d{1,12})?$/;

/** Why a `bbox` is refused: each has its message in `catalogMessages.searchFilters`. */
export type BoundingBoxProblem = 'bboxInvalid' | 'bboxInverted' | 'bboxAntimeridian';

/** 'west,south,east,north' in degrees (the GeoJSON order) as a box, or why it is none. */
export function readBoundingBox(value: string): BoundingBox | BoundingBoxProblem {
  const parts = value.split(',').map((part) => part.trim());
  const [west, south, east, north] = parts.map(Number);
  if (
    parts.length !== 4 ||
    !parts.every((part) => DEGREES.test(part)) ||
    west === undefined ||
    south === undefined ||
    east === undefined ||
    north === undefined ||
    Math.abs(west) > 180 ||
    Math.abs(east) > 180 ||
    Math.abs(south) > 90 ||
    Math.abs(north) > 90
  )
    return 'bboxInvalid';
  if (south > north) return 'bboxInverted';
  // In the west,south,east,north order a west beyond the east is a box across the 180th meridian.
  if (west > east) return 'bboxAntimeridian';
  return { west, south, east, north };
}

/** The results page's filter boxes, as read from the address or the form. */
export interface SearchFilterValues {
  min_price: string;
  max_price: string;
  category_id: string;
  service_ids: string[];
  instant: boolean;
  min_rating: string;
  sort: string;
  /** The map's area, unchanged by the filters: the distance sort is refused without one. */
  bbox: string;
}

/** What the filter boxes show for an address. */
export function searchFilterBoxes(params: URLSearchParams): SearchFilterValues {
  const read = (name: string) => params.get(name) ?? '';
  return {
    min_price: read('min_price'),
    max_price: read('max_price'),
    category_id: read('category_id'),
    service_ids: read('service_ids')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
    instant: read('instant') === '1' || read('instant') === 'true',
    min_rating: read('min_rating'),
    sort: read('sort') || 'relevance',
    bbox: read('bbox'),
  };
}
