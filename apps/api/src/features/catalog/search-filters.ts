import {
  type BoundingBox,
  ITALY_BOUNDS,
  type SearchRelaxable,
  type SearchSort,
} from '@scrivania/core/catalog/search-schemas';
import { FLAG_INSTANT, FLAG_PER_PERSON, type ListingColumns } from './listing-columns.ts';
import type { WordMatch } from './search-repository.ts';

/** The filters of a search besides its text, as the search service reads them from the query. */
export interface ListingFilters {
  guests: number;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  categoryId?: number | undefined;
  serviceIds: readonly number[];
  instant: boolean;
  /** Stars, one decimal at most. */
  minRating?: number | undefined;
  bbox?: BoundingBox | undefined;
}

export interface Narrowed {
  /** Slots of the listings passing every filter, in the candidates' order. */
  matched: Int32Array;
  categoryCounts: Array<{ id: number; count: number }>;
  relax: SearchRelaxable | null;
}

/**
 * One bit per filter, in the order an empty result names them when two would bring back as many
 * listings: the ones people set last (the map, then the refinements) before guests and dates.
 */
const RELAXABLE: readonly SearchRelaxable[] = [
  'area',
  'price',
  'services',
  'rating',
  'instant',
  'category',
  'guests',
  'dates',
];
const bit = (name: SearchRelaxable) => 1 << RELAXABLE.indexOf(name);
const AREA = bit('area');
const PRICE = bit('price');
const SERVICES = bit('services');
const RATING = bit('rating');
const INSTANT = bit('instant');
const CATEGORY = bit('category');
const GUESTS = bit('guests');
const DATES = bit('dates');

/**
 * The price per day a filter and a sort compare: the listing's price before any discount (the
 * card's headline), times the guests searched when it is per person (at least one).
 */
export function dailyPriceCents(columns: ListingColumns, slot: number, guests: number): number {
  const price = columns.priceCents[slot] as number;
  return (columns.flags[slot] as number) & FLAG_PER_PERSON ? price * Math.max(guests, 1) : price;
}

/** The part of a box inside ITALY_BOUNDS; null when it lies wholly outside. */
export function insideItaly(box: BoundingBox): BoundingBox | null {
  const clipped = {
    west: Math.max(box.west, ITALY_BOUNDS.west),
    south: Math.max(box.south, ITALY_BOUNDS.south),
    east: Math.min(box.east, ITALY_BOUNDS.east),
    north: Math.min(box.north, ITALY_BOUNDS.north),
  };
  return clipped.west <= clipped.east && clipped.south <= clipped.north ? clipped : null;
}

/**
 * Service ids as bits (id n is bit n % 32 of word n / 32): a listing's services and a filter's are
 * compared a word at a time instead of looked up one by one in a set.
 */
export function serviceBits(ids: Iterable<number>): Uint32Array {
  const list = [...ids];
  const bits = new Uint32Array(list.reduce((most, id) => Math.max(most, (id >>> 5) + 1), 0));
  for (const id of list) bits[id >>> 5] = (bits[id >>> 5] as number) | (1 << (id & 31));
  return bits;
}

/** A search's filters as `failures` reads them, worked out once per search. */
interface Compiled {
  guests: number;
  minPrice: number;
  maxPrice: number;
  categoryId: number | undefined;
  services: Uint32Array;
  instant: boolean;
  minRatingTenths: number | undefined;
  area: BoundingBox | null | undefined;
}

function compile(filters: ListingFilters): Compiled {
  return {
    guests: filters.guests,
    minPrice: filters.minPriceCents ?? Number.NEGATIVE_INFINITY,
    maxPrice: filters.maxPriceCents ?? Number.POSITIVE_INFINITY,
    categoryId: filters.categoryId,
    services: serviceBits(filters.serviceIds),
    instant: filters.instant,
    minRatingTenths: filters.minRating === undefined ? undefined : Math.round(filters.minRating * 10),
    area: filters.bbox && insideItaly(filters.bbox),
  };
}

function failures(columns: ListingColumns, slot: number, filters: Compiled): number {
  let mask = 0;
  const price = dailyPriceCents(columns, slot, filters.guests);
  if (price < filters.minPrice || price > filters.maxPrice) mask |= PRICE;
  if (filters.categoryId !== undefined && columns.categoryId[slot] !== filters.categoryId) mask |= CATEGORY;
  const { services } = filters;
  const { serviceWords } = columns;
  for (let word = 0; word < services.length; word++) {
    const offered = word < serviceWords ? (columns.services[slot * serviceWords + word] as number) : 0;
    // A bit wanted and not offered; a test on the bits left, as bit 31 makes `&` negative.
    if (((services[word] as number) & ~offered) !== 0) {
      mask |= SERVICES;
      break;
    }
  }
  if (filters.instant && ((columns.flags[slot] as number) & FLAG_INSTANT) === 0) mask |= INSTANT;
  if (
    filters.minRatingTenths !== undefined &&
    (columns.ratingTenths[slot] as number) < filters.minRatingTenths
  )
    mask |= RATING;
  const { area } = filters;
  if (area !== undefined) {
    // NaN (no coordinates) fails every comparison, so it lies in no box.
    const latitude = columns.latitude[slot] as number;
    const longitude = columns.longitude[slot] as number;
    if (
      area === null ||
      !(latitude >= area.south && latitude <= area.north && longitude >= area.west && longitude <= area.east)
    )
      mask |= AREA;
  }
  if ((columns.maxGuests[slot] as number) < filters.guests) mask |= GUESTS;
  return mask;
}

/** True when at most one bit is set. */
const atMostOne = (mask: number) => (mask & (mask - 1)) === 0;

/**
 * Keeps the candidates (slots) that pass every filter and, in the same pass, counts per category
 * what the search finds with every filter but the category, and for each filter what removing only
 * it would find. `openForDates(slot, guests)` is the costly check (the dates, judged for `guests`),
 * so it runs only for listings that fail no filter but the category: nothing else is matched or
 * counted. Only when nothing matches does the `relax` hint need the listings failing exactly one
 * other filter, so only then are the candidates passed over again with their dates judged too
 * (decision 064). `plausible`, when given, are the candidates that may pass the map box, in the
 * candidates' order (a superset: each is still tested): the first pass need not look at the others.
 */
export function narrow(
  candidates: ArrayLike<number>,
  columns: ListingColumns,
  filters: ListingFilters,
  openForDates: ((slot: number, guests: number) => boolean) | undefined,
  plausible: ArrayLike<number> = candidates,
): Narrowed {
  const compiled = compile(filters);
  const found = pass(plausible, columns, compiled, openForDates, false);
  return found.matched.length > 0 ? found : pass(candidates, columns, compiled, openForDates, true);
}

function pass(
  candidates: ArrayLike<number>,
  columns: ListingColumns,
  filters: Compiled,
  openForDates: ((slot: number, guests: number) => boolean) | undefined,
  forRelax: boolean,
): Narrowed {
  // Typed arrays, not growing lists or maps: a search over every listing made most of its garbage here.
  const matched = new Int32Array(candidates.length);
  let matches = 0;
  const perCategory = new Int32Array(columns.categoryLimit);
  const withoutOne = new Int32Array(1 << RELAXABLE.length);
  for (let at = 0; at < candidates.length; at++) {
    const slot = candidates[at] as number;
    let mask = failures(columns, slot, filters);
    if (forRelax ? !atMostOne(mask) : (mask & ~CATEGORY) !== 0) continue;
    // With too many guests the dates are judged for one, so that guests and dates count apart.
    if (openForDates && !openForDates(slot, mask & GUESTS ? 0 : filters.guests)) mask |= DATES;
    if (mask === 0) matched[matches++] = slot;
    if ((mask & ~CATEGORY) === 0) {
      const category = columns.categoryId[slot] as number;
      perCategory[category] = (perCategory[category] as number) + 1;
    }
    if (mask !== 0 && atMostOne(mask)) withoutOne[mask] = (withoutOne[mask] as number) + 1;
  }
  let relax: SearchRelaxable | null = null;
  if (matches === 0) {
    let best = 0;
    for (const name of RELAXABLE) {
      const found = withoutOne[bit(name)] as number;
      if (found > best) {
        best = found;
        relax = name;
      }
    }
  }
  const categoryCounts: Narrowed['categoryCounts'] = [];
  perCategory.forEach((count, id) => {
    if (count > 0) categoryCounts.push({ id, count });
  });
  return { matched: matched.subarray(0, matches), categoryCounts, relax };
}

/** Squared distance in degrees of longitude scaled to the latitude: enough to order nearby places. */
function distanceFrom(columns: ListingColumns, centre: { latitude: number; longitude: number }) {
  const scale = Math.cos((centre.latitude * Math.PI) / 180);
  return (slot: number) => {
    const latitude = columns.latitude[slot] as number;
    const longitude = columns.longitude[slot] as number;
    if (Number.isNaN(latitude) || Number.isNaN(longitude)) return Number.POSITIVE_INFINITY;
    const dx = (longitude - centre.longitude) * scale;
    const dy = latitude - centre.latitude;
    return dx * dx + dy * dy;
  };
}

/**
 * The first `count` of `listings` by ascending key, ties in their given order: a bounded heap, so a
 * page of a large result costs a pass and a few comparisons per listing, not a sort of them all.
 */
export function firstByKey<T>(listings: ArrayLike<T>, key: (listing: T) => number, count: number): T[] {
  const keys = new Float64Array(listings.length);
  for (let i = 0; i < listings.length; i++) keys[i] = key(listings[i] as T);
  const before = (a: number, b: number) =>
    (keys[a] as number) < (keys[b] as number) || (keys[a] === keys[b] && a < b);
  const size = Math.min(count, listings.length);
  // A heap of the best `size` indexes so far, the worst of them on top.
  const heap = new Int32Array(size);
  const sink = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= size) return;
      const right = left + 1;
      const worse = right < size && before(heap[left] as number, heap[right] as number) ? right : left;
      if (!before(heap[at] as number, heap[worse] as number)) return;
      [heap[at], heap[worse]] = [heap[worse] as number, heap[at] as number];
      at = worse;
    }
  };
  for (let i = 0; i < size; i++) heap[i] = i;
  for (let i = Math.floor(size / 2) - 1; i >= 0; i--) sink(i);
  for (let i = size; i < listings.length; i++) {
    if (size > 0 && before(i, heap[0] as number)) {
      heap[0] = i;
      sink(0);
    }
  }
  return [...heap].sort((a, b) => (before(a, b) ? -1 : 1)).map((i) => listings[i] as T);
}

/**
 * The first `count` matched slots (given best match first) in the order of `sort`; ties keep that
 * order. Distance is from the centre of the box asked for, before it is read inside Italy.
 */
export function sortListings(
  matched: ArrayLike<number>,
  columns: ListingColumns,
  sort: SearchSort,
  context: { guests: number; bbox?: BoundingBox | undefined },
  count: number,
): number[] {
  const by = (key: (slot: number) => number) => firstByKey(matched, key, count);
  const asGiven = () =>
    Array.from({ length: Math.min(count, matched.length) }, (_, i) => matched[i] as number);
  switch (sort) {
    case 'relevance':
      return asGiven();
    case 'price_asc':
      return by((slot) => dailyPriceCents(columns, slot, context.guests));
    case 'price_desc':
      return by((slot) => -dailyPriceCents(columns, slot, context.guests));
    case 'rating':
      // Unrated last; among equal ratings, the more reviewed first.
      return by(
        (slot) =>
          -(
            (columns.ratingTenths[slot] as number) * 1_000_000 +
            Math.min(columns.reviewCount[slot] as number, 999_999)
          ),
      );
    case 'newest':
      return by((slot) => -(columns.createdAt[slot] as number));
    case 'distance': {
      const box = context.bbox;
      if (!box) return asGiven();
      return by(
        distanceFrom(columns, {
          latitude: (box.south + box.north) / 2,
          longitude: (box.west + box.east) / 2,
        }),
      );
    }
  }
}

/** The first index from `from` on whose id is at least `id` (ids ascending): steps that double, then halves. */
function firstAtLeast(ids: readonly number[], id: number, from: number): number {
  let low = from;
  let step = 1;
  while (low + step < ids.length && (ids[low + step] as number) < id) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, ids.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ids[middle] as number) < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The listings every word finds, best first: the sum of each word's score, then id. Each word's ids
 * are in ascending order, so the fewest are looked up in the next word's by search, not through a
 * map of them all. Null when every word is one the dictionary drops (articles, punctuation): the
 * caller then matches the text whole.
 */
export function combineWords(words: readonly WordMatch[]): number[] | null {
  const kept = words.filter((word) => !word.ignored).sort((a, b) => a.ids.length - b.ids.length);
  const [fewest, ...others] = kept;
  if (!fewest) return null;
  let ids = fewest.ids;
  let scores = fewest.scores;
  for (const word of others) {
    const bothIds: number[] = [];
    const bothScores: number[] = [];
    let at = 0;
    for (let i = 0; i < ids.length && at < word.ids.length; i++) {
      const id = ids[i] as number;
      at = firstAtLeast(word.ids, id, at);
      if (word.ids[at] === id) {
        bothIds.push(id);
        bothScores.push((scores[i] ?? 0) + (word.scores[at] ?? 0));
      }
    }
    ids = bothIds;
    scores = bothScores;
  }
  const order = Array.from(ids, (_, i) => i);
  order.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || (ids[a] as number) - (ids[b] as number));
  return order.map((i) => ids[i] as number);
}
