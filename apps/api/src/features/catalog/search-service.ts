import { todayInRome } from '@scrivania/core/dates';
import type { PropertyCard } from '@scrivania/core/schemas/catalog';
import type { Db } from '@scrivania/db/client';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { toPropertyCard } from './property-card.ts';
import { createPropertyCardRepository } from './property-card-repository.ts';
import { createSearchRepository, type SearchFilter } from './search-repository.ts';

/** Distinct searches remembered per process; the oldest go first. */
const SEARCH_CACHE_ENTRIES = 2_000;

export interface SearchPage {
  cards: PropertyCard[];
  total: number;
}

/**
 * Search answers, reused per process for `cacheTtlMs` (see `searchCacheTtlMs` in the config for why):
 * the key holds the normalised text, dates, guests, page and today's date.
 */
export function createSearchService(db: Db, options: { cacheTtlMs: number }) {
  const search = createSearchRepository(db);
  const cards = createPropertyCardRepository(db);
  const cache = createTtlCache<SearchPage>({
    ttlMs: options.cacheTtlMs,
    maxEntries: SEARCH_CACHE_ENTRIES,
  });

  async function load(filter: SearchFilter, today: string): Promise<SearchPage> {
    const found = await search.search(filter);
    if (found.ids.length === 0) return { cards: [], total: found.total };
    const rows = await cards.listCards({ kind: 'ids', ids: found.ids }, today);
    const byId = new Map(rows.map((row) => [row.id, toPropertyCard(row)]));
    return { cards: found.ids.flatMap((id) => byId.get(id) ?? []), total: found.total };
  }

  return {
    find(filter: SearchFilter): Promise<SearchPage> {
      const today = todayInRome();
      const text = filter.text.trim().toLowerCase().replace(/\s+/g, ' ');
      const key = JSON.stringify([
        text,
        filter.range?.start,
        filter.range?.end,
        filter.guests,
        filter.offset,
        today,
      ]);
      return cache.get(key, () => load({ ...filter, text }, today));
    },
    /** Forgets every answer, when this process learns that availability changed. */
    invalidate: () => cache.clear(),
  };
}
