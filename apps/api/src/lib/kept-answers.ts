import { createTtlCache } from './ttl-cache.ts';

/** Long enough to serve every page from memory; only a change notification that never came waits for it. */
const KEPT_MS = 60_000;

/**
 * Answers every public page asks for (menu, footer, sections, SEO), kept in memory and dropped when
 * `onChange` reports that what they are built from changed in any process. Keys are a route's own
 * fixed few (a section number, a page name), so the bound only guards against a mistake.
 */
export function createKeptAnswers(onChange: (forget: () => void) => void) {
  const cache = createTtlCache<unknown>({ ttlMs: KEPT_MS, maxEntries: 64 });
  onChange(cache.clear);
  // Each key is read and written by one call site with one type, so the cast cannot mix types.
  return <T>(key: string, load: () => Promise<T>): Promise<T> => cache.get(key, load) as Promise<T>;
}
