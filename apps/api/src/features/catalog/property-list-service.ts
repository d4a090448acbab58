import { type ListingPage, listingPageCount } from '@scrivania/core/catalog/listing-pages';
import type { PropertyCard } from '@scrivania/core/catalog/schemas';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import type { Db } from '@scrivania/db/client';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { HttpError } from '../../plugins/errors.ts';
import { toPropertyCard } from './property-card.ts';
import { createPropertyCardRepository, type PagedCardFilter } from './property-card-repository.ts';

/**
 * How long the explore and recommended lists are reused. These two are the busiest lists (the
 * explore page and the home page) and the same for every visitor. On the embedded database one
 * list query costs about 2 ms however it is written (most of it is moving 30 rows out of
 * WebAssembly), which caps a process near 400 requests/s; reusing the answer for a few seconds
 * lifts it past the 1,000 requests/s budget. A change to a property shows up at most this late;
 * the day is part of the key, so windows switch at midnight exactly. The cache only saves work:
 * no other process needs it, and each process fills its own.
 */
export const LIST_CACHE_TTL_MS = 3_000;

/**
 * Explore pages kept at once. Each is at most one page of cards, and the key holds the page and its
 * size, so the pages visitors actually open (the first few, at the default size) stay while odd sizes
 * typed into the address push out only each other's.
 */
const EXPLORE_PAGES_KEPT = 64;

/** One page of a paged list, and how many cards the whole list has. */
export interface CardPage {
  cards: PropertyCard[];
  total: number;
}

/** Property card lists for the explore, recommended, category and city pages. */
export function createPropertyListService(
  db: Db,
  options: { cacheTtlMs?: number; onLookup?: (outcome: 'hit' | 'miss') => void } = {},
) {
  const repository = createPropertyCardRepository(db);
  const ttlMs = options.cacheTtlMs ?? LIST_CACHE_TTL_MS;
  const { onLookup } = options;
  // One key a day: a small bound is plenty.
  const recommended = createTtlCache<PropertyCard[]>({ ttlMs, maxEntries: 4, onLookup });
  const explorePages = createTtlCache<CardPage>({ ttlMs, maxEntries: EXPLORE_PAGES_KEPT, onLookup });

  async function loadPage(filter: PagedCardFilter, query: ListingPage, today: string) {
    const total = await repository.countCards(filter);
    const pages = listingPageCount(total, query.per_page);
    // Past the last page is a wrong address, not an empty page: the first page alone may be empty.
    if (query.page > pages) throw new HttpError(400, messages.catalog.listingPager.beyondLast(pages));
    if (total === 0) return { cards: [], total };
    const rows = await repository.pageOfCards(filter, today, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    return { cards: rows.map(toPropertyCard), total };
  }

  return {
    /** Forgets the reused lists. */
    forget: () => {
      recommended.clear();
      explorePages.clear();
    },
    async recommended(): Promise<PropertyCard[]> {
      const today = todayInRome();
      return recommended.get(today, async () =>
        (await repository.listCards({ kind: 'recommended' }, today)).map(toPropertyCard),
      );
    },
    /** A page of the explore, category or city list; a page past the last is refused (400). */
    page(filter: PagedCardFilter, query: ListingPage): Promise<CardPage> {
      const today = todayInRome();
      // Lists by category or city are keyed by any id a visitor types, and are less busy: always fresh.
      if (filter.kind !== 'all') return loadPage(filter, query, today);
      return explorePages.get(`${today}:${query.page}:${query.per_page}`, () =>
        loadPage(filter, query, today),
      );
    },
  };
}
