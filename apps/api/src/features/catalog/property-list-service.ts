import type { PropertyCard } from '@scrivania/core/catalog/schemas';
import { todayInRome } from '@scrivania/core/dates';
import type { Db } from '@scrivania/db/client';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { toPropertyCard } from './property-card.ts';
import { type CardFilter, createPropertyCardRepository } from './property-card-repository.ts';

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

/** Property card lists for the explore, recommended, category and city pages. */
export function createPropertyListService(db: Db, options: { cacheTtlMs?: number } = {}) {
  const repository = createPropertyCardRepository(db);
  // The key set is tiny (two lists, today's date), so a small bound is plenty.
  const cache = createTtlCache<PropertyCard[]>({
    ttlMs: options.cacheTtlMs ?? LIST_CACHE_TTL_MS,
    maxEntries: 8,
  });

  async function load(filter: CardFilter, today: string): Promise<PropertyCard[]> {
    return (await repository.listCards(filter, today)).map(toPropertyCard);
  }

  return {
    /** Forgets the reused lists. */
    forget: () => cache.clear(),
    list(filter: CardFilter): Promise<PropertyCard[]> {
      const today = todayInRome();
      // Lists by category or city are keyed by any id a visitor types, and are less busy: always fresh.
      if (filter.kind === 'all' || filter.kind === 'recommended')
        return cache.get(`${filter.kind}:${today}`, () => load(filter, today));
      return load(filter, today);
    },
  };
}
