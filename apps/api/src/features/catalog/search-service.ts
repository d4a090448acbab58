import { catalogMessages } from '@scrivania/core/catalog/messages.it';
import {
  SEARCH_PAGE_SIZE,
  type SearchCard,
  type SearchQuery,
  type SearchRelaxable,
  type SearchSort,
} from '@scrivania/core/catalog/search-schemas';
import { todayInRome } from '@scrivania/core/dates';
import type { Db } from '@scrivania/db/client';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { FieldErrors } from '../../plugins/errors.ts';
import type { AvailabilityIndex, ListingFacts } from './availability-index.ts';
import { slotsOf } from './listing-columns.ts';
import { toPropertyCard } from './property-card.ts';
import { combineWords, insideItaly, type ListingFilters, narrow, sortListings } from './search-filters.ts';
import { createSearchRepository, type WordMatch } from './search-repository.ts';

export interface SearchFilter extends ListingFilters {
  /** Empty: every listing that passes the filters. */
  text: string;
  range?: { start: string; end: string } | undefined;
  /** A time window on the range's one day: hourly listings must be free in it (decision 106). */
  times?: { start: string; end: string } | undefined;
  sort: SearchSort;
  limit: number;
  offset: number;
}

export interface SearchPage {
  cards: SearchCard[];
  total: number;
  categoryCounts: Array<{ id: number; count: number }>;
  relax: SearchRelaxable | null;
}

/** The search a checked query asks for; dates that end before they start are no dates. */
export function searchFilterOf(query: SearchQuery): SearchFilter {
  const { start_date: start, end_date: end, start_time: startTime, end_time: endTime } = query;
  const times = start && startTime && endTime ? { start: startTime, end: endTime } : undefined;
  return {
    text: query.search_input,
    // A time window is on one day: its date is the range.
    range: start && times ? { start, end: start } : start && end && start <= end ? { start, end } : undefined,
    times,
    guests: query.no_of_guest,
    minPriceCents: query.min_price,
    maxPriceCents: query.max_price,
    categoryId: query.category_id,
    serviceIds: query.service_ids,
    instant: query.instant,
    minRating: query.min_rating,
    bbox: query.bbox,
    sort: query.sort,
    limit: SEARCH_PAGE_SIZE,
    offset: (query.page - 1) * SEARCH_PAGE_SIZE,
  };
}

/**
 * The listings (slots) that pass the filters, dates and guests (`found.matched`), and the first of
 * them up to the end of the page asked for, in the order asked for. `matches` are the slots a text
 * matched, best first; without text the search starts from every listing, newest first, or from
 * those in the map box's cells when it has one.
 */
export function filterAndSort(
  index: AvailabilityIndex,
  matches: Int32Array | undefined,
  filter: SearchFilter,
  at: { now: Date; today: string },
) {
  const { range } = filter;
  const columns = index.columns();
  const candidates = matches ?? index.everySlot();
  const area = filter.bbox && insideItaly(filter.bbox);
  const plausible = matches || area === undefined ? undefined : area ? index.slotsInArea(area) : [];
  const found = narrow(
    candidates,
    columns,
    filter,
    range && index.fitsFor(range, at, filter.times),
    plausible,
  );
  return {
    found,
    ordered: sortListings(found.matched, columns, filter.sort, filter, filter.offset + filter.limit),
  };
}

/**
 * A result's card from the index, the same as the lists' cards from the database: its first
 * window that has not ended, earliest start first.
 */
export function cardOf(listing: ListingFacts, today: string): SearchCard {
  let first: { start: string; end: string } | undefined;
  for (const window of listing.windows) {
    if (window.end < today) continue;
    if (!first || window.start < first.start || (window.start === first.start && window.end < first.end))
      first = window;
  }
  return {
    ...toPropertyCard({ ...listing.card, windowStart: first?.start ?? null, windowEnd: first?.end ?? null }),
    latitude: listing.latitude,
    longitude: listing.longitude,
  };
}

/** The cards of the listings in `slots`, in that order. */
export function cardsOf(index: AvailabilityIndex, slots: readonly number[], today: string): SearchCard[] {
  return slots.flatMap((slot) => {
    const listing = index.listingAt(slot);
    return listing ? [cardOf(listing, today)] : [];
  });
}

/** Distinct searches remembered per process; the oldest go first. */
const ANSWER_ENTRIES = 2_000;
/** Text matches only change with the catalogue version, which is part of their key. */
const TEXT_MATCH_TTL_MS = 10 * 60_000;
const TEXT_MATCH_ENTRIES = 500;
/** Words repeat far more than whole texts: a new text of known words costs no query. */
const WORD_MATCH_ENTRIES = 2_000;
/**
 * Listings remembered across the texts' and the words' matches (4 and 16 bytes each): a word can
 * match every listing, and a count of entries alone would let a large catalogue fill memory.
 */
const TEXT_MATCH_LISTINGS = 2_000_000;
const WORD_MATCH_LISTINGS = 1_000_000;

/**
 * The words asked for in one turn of the event loop, read from the database by one query: a text
 * asks for all its words at once, so those only the database can read cost one query together,
 * not one each (decision 072).
 */
function readTogether(read: (words: readonly string[]) => Promise<Map<string, WordMatch>>) {
  let batch: { words: string[]; found: Promise<Map<string, WordMatch>> } | undefined;
  return async (word: string): Promise<WordMatch> => {
    if (!batch) {
      const words: string[] = [];
      batch = {
        words,
        found: Promise.resolve().then(() => {
          batch = undefined;
          return read(words);
        }),
      };
    }
    batch.words.push(word);
    const match = (await batch.found).get(word);
    if (!match) throw new Error(`search word ${JSON.stringify(word)} not read`);
    return match;
  };
}

/**
 * The listings matching every word of a text, best first, as slots of the index. Each word's
 * matches come from the index's memory (decision 057), or from the database for a word only it can
 * read (punctuation, other scripts), once per catalogue version and in one query for all of a
 * text's such words; a text of words the dictionary drops is matched whole: at most two queries a
 * text, whatever its words. Slots are only good for the listings as read when they were worked out,
 * so an answer worked out across a new reading of them is worked out again.
 */
export function createTextMatcher(db: Db, index: AvailabilityIndex) {
  const search = createSearchRepository(db);
  const textMatches = createTtlCache<Int32Array>({
    ttlMs: TEXT_MATCH_TTL_MS,
    maxEntries: TEXT_MATCH_ENTRIES,
    maxWeight: { limit: TEXT_MATCH_LISTINGS, weigh: (slots) => slots.length },
  });
  const wordMatches = createTtlCache<WordMatch>({
    ttlMs: TEXT_MATCH_TTL_MS,
    maxEntries: WORD_MATCH_ENTRIES,
    maxWeight: { limit: WORD_MATCH_LISTINGS, weigh: (match) => match.ids.length },
  });
  const match = (version: string, text: string) =>
    textMatches.get(JSON.stringify([version, text]), async () => {
      const fromDatabase = readTogether(search.matchWords);
      const words = await Promise.all(
        [...new Set(text.split(' '))].map((word) =>
          wordMatches.get(
            JSON.stringify([version, word]),
            async () => index.matchWord(word) ?? fromDatabase(word),
          ),
        ),
      );
      const ids = combineWords(words) ?? (await search.matchText(text));
      return slotsOf(index.columns(), ids);
    });
  return async (text: string): Promise<Int32Array> => {
    for (;;) {
      const version = index.catalogueVersion();
      const slots = await match(version, text);
      if (index.catalogueVersion() === version) return slots;
    }
  };
}

/**
 * Search: PostgreSQL finds each word's matches (remembered per catalogue version); the
 * in-memory index keeps those open for the dates and guests (decision 015) and filters and sorts
 * them on the facts it keeps beside (decision 054). Whole answers are reused for `cacheTtlMs` (see
 * `searchCacheTtlMs` in the config).
 */
export function createSearchService(
  db: Db,
  options: { cacheTtlMs: number; index: AvailabilityIndex; onLookup?: (outcome: 'hit' | 'miss') => void },
) {
  const { index } = options;
  const answers = createTtlCache<SearchPage>({
    ttlMs: options.cacheTtlMs,
    maxEntries: ANSWER_ENTRIES,
    onLookup: options.onLookup,
  });
  const matchText = createTextMatcher(db, index);

  /** A category or service that does not exist is a mistake in the address, not an empty search. */
  function checkKnown(filter: SearchFilter) {
    const errors: Record<string, string> = {};
    if (filter.categoryId !== undefined && !index.categoryExists(filter.categoryId))
      errors.category_id = catalogMessages.searchFilters.unknownCategory;
    if (!filter.serviceIds.every(index.serviceExists))
      errors.service_ids = catalogMessages.searchFilters.unknownServices;
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  }

  async function load(filter: SearchFilter, today: string): Promise<SearchPage> {
    await index.fresh();
    checkKnown(filter);
    const matches = filter.text ? await matchText(filter.text) : undefined;
    const { found, ordered } = filterAndSort(index, matches, filter, { now: new Date(), today });
    const page = ordered.slice(filter.offset, filter.offset + filter.limit);
    const answer = { total: found.matched.length, categoryCounts: found.categoryCounts, relax: found.relax };
    return { cards: cardsOf(index, page, today), ...answer };
  }

  return {
    /** Forgets every reused answer and makes the next search re-read availability. */
    forget() {
      answers.clear();
      index.invalidate();
    },
    find(filter: SearchFilter): Promise<SearchPage> {
      const today = todayInRome();
      const text = filter.text.trim().toLowerCase().replace(/\s+/g, ' ');
      const key = JSON.stringify([
        text,
        filter.range?.start,
        filter.range?.end,
        filter.times?.start,
        filter.times?.end,
        filter.guests,
        filter.minPriceCents,
        filter.maxPriceCents,
        filter.categoryId,
        [...filter.serviceIds].sort((a, b) => a - b),
        filter.instant,
        filter.minRating,
        filter.bbox,
        filter.sort,
        filter.offset,
        today,
      ]);
      return answers.get(key, () => load({ ...filter, text }, today));
    },
  };
}
