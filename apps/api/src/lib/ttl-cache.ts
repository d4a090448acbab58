interface Entry<V> {
  expiresAt: number;
  value: Promise<V>;
}

/**
 * Reuses an answer for a short time, per process. Requests for the same key that arrive together
 * share one load (no stampede on expiry), a failed load is never served again, and the oldest keys
 * go first once `maxEntries` is reached. It only saves work: no other process depends on it.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, Entry<V>>();

  // Every entry lives as long as the next, so the Map's insertion order is also the order they expire
  // in: expired answers are dropped from the front as soon as another comes, not kept until the bound
  // pushes them out, and a burst of distinct keys is freed once it is over.
  function dropExpired(now: number) {
    for (const [key, entry] of entries) {
      if (entry.expiresAt > now) return;
      entries.delete(key);
    }
  }

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (options.ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      entries.delete(key);
      dropExpired(now);
      while (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      const value = load();
      entries.set(key, { expiresAt: now + options.ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    /** Forgets every answer: the next request for any key loads afresh. */
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
