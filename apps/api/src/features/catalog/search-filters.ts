import {
  type BoundingBox,
  ITALY_BOUNDS,
  type SearchRelaxable,
  type SearchSort,
} from '@scrivania/core/catalog/search-schemas';
import type { ListingFacts } from './availability-index.ts';
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
  /** Listings passing every filter, in the candidates' order. */
  matched: ListingFacts[];
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
export function dailyPriceCents(listing: ListingFacts, guests: number): number {
  return listing.perPerson ? listing.priceCents * Math.max(guests, 1) : listing.priceCents;
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

function failures(
  listing: ListingFacts,
  filters: ListingFilters,
  area: BoundingBox | null | undefined,
  services: Uint32Array,
): number {
  let mask = 0;
  const price = dailyPriceCents(listing, filters.guests);
  if (
    (filters.minPriceCents !== undefined && price < filters.minPriceCents) ||
    (filters.maxPriceCents !== undefined && price > filters.maxPriceCents)
  )
    mask |= PRICE;
  if (filters.categoryId !== undefined && listing.categoryId !== filters.categoryId) mask |= CATEGORY;
  if (!offersAll(listing.serviceBits, services)) mask |= SERVICES;
  if (filters.instant && !listing.instant) mask |= INSTANT;
  if (
    filters.minRating !== undefined &&
    (listing.ratingTenths === null || listing.ratingTenths < Math.round(filters.minRating * 10))
  )
    mask |= RATING;
  if (
    area !== undefined &&
    (area === null ||
      listing.latitude === null ||
      listing.longitude === null ||
      listing.latitude < area.south ||
      listing.latitude > area.north ||
      listing.longitude < area.west ||
      listing.longitude > area.east)
  )
    mask |= AREA;
  if (listing.maxGuests < filters.guests) mask |= GUESTS;
  return mask;
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

/** Whether `offered` has every bit of `required`. */
function offersAll(offered: Uint32Array, required: Uint32Array): boolean {
  for (let word = 0; word < required.length; word++) {
    // A bit wanted and not offered; a test on the bits left, as bit 31 makes `&` negative.
    if (((required[word] as number) & ~(offered[word] ?? 0)) !== 0) return false;
  }
  return true;
}

/** True when at most one bit is set. */
const atMostOne = (mask: number) => (mask & (mask - 1)) === 0;

/**
 * Keeps the candidates that pass every filter and, in the same pass, counts per category what the
 * search finds with every filter but the category, and for each filter what removing only it would
 * find. `openForDates(id, guests)` is the costly check (the dates, judged for `guests`), so it runs
 * only for listings that fail no filter but the category: nothing else is matched or counted. Only
 * when nothing matches does the `relax` hint need the listings failing exactly one other filter, so
 * only then are the candidates passed over again with their dates judged too (decision 064).
 * `plausible`, when given, are the candidates that may pass the map box, in the candidates' order
 * (a superset: each is still tested): the first pass need not look at the others.
 */
export function narrow(
  candidates: readonly number[],
  lookup: (id: number) => ListingFacts | undefined,
  filters: ListingFilters,
  openForDates: ((id: number, guests: number) => boolean) | undefined,
  plausible: readonly number[] = candidates,
): Narrowed {
  const found = pass(plausible, lookup, filters, openForDates, false);
  return found.matched.length > 0 ? found : pass(candidates, lookup, filters, openForDates, true);
}

function pass(
  candidates: readonly number[],
  lookup: (id: number) => ListingFacts | undefined,
  filters: ListingFilters,
  openForDates: ((id: number, guests: number) => boolean) | undefined,
  forRelax: boolean,
): Narrowed {
  const area = filters.bbox && insideItaly(filters.bbox);
  const services = serviceBits(filters.serviceIds);
  const matched: ListingFacts[] = [];
  const perCategory = new Map<number, number>();
  const withoutOne = new Map<number, number>();
  for (const id of candidates) {
    const listing = lookup(id);
    if (!listing) continue;
    let mask = failures(listing, filters, area, services);
    if (forRelax ? !atMostOne(mask) : (mask & ~CATEGORY) !== 0) continue;
    // With too many guests the dates are judged for one, so that guests and dates count apart.
    if (openForDates && !openForDates(id, mask & GUESTS ? 0 : filters.guests)) mask |= DATES;
    if (mask === 0) matched.push(listing);
    if ((mask & ~CATEGORY) === 0)
      perCategory.set(listing.categoryId, (perCategory.get(listing.categoryId) ?? 0) + 1);
    if (mask !== 0 && atMostOne(mask)) withoutOne.set(mask, (withoutOne.get(mask) ?? 0) + 1);
  }
  let relax: SearchRelaxable | null = null;
  if (matched.length === 0) {
    let best = 0;
    for (const name of RELAXABLE) {
      const found = withoutOne.get(bit(name)) ?? 0;
      if (found > best) {
        best = found;
        relax = name;
      }
    }
  }
  const categoryCounts = [...perCategory].map(([id, count]) => ({ id, count })).sort((a, b) => a.id - b.id);
  return { matched, categoryCounts, relax };
}

/** Squared distance in degrees of longitude scaled to the latitude: enough to order nearby places. */
function distanceFrom(centre: { latitude: number; longitude: number }) {
  const scale = Math.cos((centre.latitude * Math.PI) / 180);
  return (listing: ListingFacts) => {
    if (listing.latitude === null || listing.longitude === null) return Number.POSITIVE_INFINITY;
    const dx = (listing.longitude - centre.longitude) * scale;
    const dy = listing.latitude - centre.latitude;
    return dx * dx + dy * dy;
  };
}

/**
 * The first `count` of `listings` by ascending key, ties in their given order: a bounded heap, so a
 * page of a large result costs a pass and a few comparisons per listing, not a sort of them all.
 */
export function firstByKey<T>(listings: readonly T[], key: (listing: T) => number, count: number): T[] {
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
 * The first `count` matched listings (given best match first) in the order of `sort`; ties keep
 * that order. Distance is from the centre of the box asked for, before it is read inside Italy.
 */
export function sortListings(
  matched: ListingFacts[],
  sort: SearchSort,
  context: { guests: number; bbox?: BoundingBox | undefined },
  count: number,
): ListingFacts[] {
  const by = (key: (listing: ListingFacts) => number) => firstByKey(matched, key, count);
  switch (sort) {
    case 'relevance':
      return matched.slice(0, count);
    case 'price_asc':
      return by((listing) => dailyPriceCents(listing, context.guests));
    case 'price_desc':
      return by((listing) => -dailyPriceCents(listing, context.guests));
    case 'rating':
      // Unrated last; among equal ratings, the more reviewed first.
      return by(
        (listing) => -((listing.ratingTenths ?? -1) * 1_000_000 + Math.min(listing.reviewCount, 999_999)),
      );
    case 'newest':
      return by((listing) => -listing.createdAt);
    case 'distance': {
      const box = context.bbox;
      if (!box) return matched.slice(0, count);
      return by(
        distanceFrom({ latitude: (box.south + box.north) / 2, longitude: (box.west + box.east) / 2 }),
      );
    }
  }
}

/**
 * The listings every word finds, best first: the sum of each word's score, then id. Null when every
 * word is one the dictionary drops (articles, punctuation): the caller then matches the text whole.
 */
export function combineWords(words: readonly WordMatch[]): number[] | null {
  const kept = words.filter((word) => !word.ignored).sort((a, b) => a.ids.length - b.ids.length);
  const [fewest, ...others] = kept;
  if (!fewest) return null;
  let scores = new Map(fewest.ids.map((id, i) => [id, fewest.scores[i] ?? 0]));
  for (const word of others) {
    const next = new Map<number, number>();
    word.ids.forEach((id, i) => {
      const score = scores.get(id);
      if (score !== undefined) next.set(id, score + (word.scores[i] ?? 0));
    });
    scores = next;
  }
  return [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
}
