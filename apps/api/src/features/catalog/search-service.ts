import type { PropertyCard } from '@scrivania/core/catalog/schemas';
import { todayInRome } from '@scrivania/core/dates';
import type { Db } from '@scrivania/db/client';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { AvailabilityIndex } from './availability-index.ts';
import { toPropertyCard } from './property-card.ts';
import { createPropertyCardRepository } from './property-card-repository.ts';
import { createSearchRepository } from './search-repository.ts';

export interface SearchFilter {
  text: string;
  range?: { start: string; end: string } | undefined;
  guests: number;
  limit: number;
  offset: number;
}

export interface SearchPage {
  cards: PropertyCard[];
  total: number;
}

/** Distinct searches remembered per process; the oldest go first. */
const ANSWER_ENTRIES = 2_000;
/** Text matches only change with the catalogue version, which is part of their key. */
const TEXT_MATCH_TTL_MS = 10 * 60_000;
const TEXT_MATCH_ENTRIES = 500;

/**
 * Search: PostgreSQL finds the text matches, best first (remembered per catalogue version), and
 * the in-memory availability index keeps those open for the dates and guests (decision 015). Whole
 * answers are reused for `cacheTtlMs` (see `searchCacheTtlMs` in the config).
 */
export function createSearchService(db: Db, options: { cacheTtlMs: number; index: AvailabilityIndex }) {
  const search = createSearchRepository(db);
  const cards = createPropertyCardRepository(db);
  const answers = createTtlCache<SearchPage>({ ttlMs: options.cacheTtlMs, maxEntries: ANSWER_ENTRIES });
  const textMatches = createTtlCache<number[]>({ ttlMs: TEXT_MATCH_TTL_MS, maxEntries: TEXT_MATCH_ENTRIES });
  const { index } = options;

  async function load(filter: SearchFilter, today: string): Promise<SearchPage> {
    await index.fresh();
    const matches = await textMatches.get(JSON.stringify([index.catalogueVersion(), filter.text]), () =>
      search.matchText(filter.text),
    );
    const at = { now: new Date(), today };
    const fitting = matches.filter((id) => index.fits(id, filter, at));
    const ids = fitting.slice(filter.offset, filter.offset + filter.limit);
    if (ids.length === 0) return { cards: [], total: fitting.length };
    const rows = await cards.listCards({ kind: 'ids', ids }, today);
    const byId = new Map(rows.map((row) => [row.id, toPropertyCard(row)]));
    return { cards: ids.flatMap((id) => byId.get(id) ?? []), total: fitting.length };
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
        filter.guests,
        filter.offset,
        today,
      ]);
      return answers.get(key, () => load({ ...filter, text }, today));
    },
  };
}
