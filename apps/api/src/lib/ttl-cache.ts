interface Entry<V> {
  expiresAt: number;
  value: Promise<V>;
  /** What the loaded value weighs (0 until it has loaded, or with no weight bound). */
  weight: number;
}

interface TtlCacheOptions<V> {
  ttlMs: number;
  maxEntries: number;
  /**
   * A bound on the loaded values' total weight, as `weigh` measures them, for a cache whose values
   * vary in size (rendered pages): the count bound alone would let large ones take any amount of memory.
   */
  maxWeight?: { limit: number; weigh: (value: V) => number };
  /** Told of every lookup, for the metrics' hit ratio (`app.metrics.cacheLookups`). */
  onLookup?: (outcome: 'hit' | 'miss') => void;
}

/**
 * Reuses an answer for a short time, per process. Requests for the same key that arrive together
 * share one load (no stampede on expiry), a failed load is never served again, and the oldest keys
 * go first once `maxEntries` (or `maxWeight`) is reached. It only saves work: no other process depends on it.
 */
export function createTtlCache<V>(options: TtlCacheOptions<V>) {
  const entries = new Map<string, Entry<V>>();
  let totalWeight = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalWeight -= entry.weight;
  }

  function removeOldest() {
    const oldest = entries.keys().next();
    if (!oldest.done) remove(oldest.value);
  }

  // Every entry lives as long as the next, so the Map's insertion order is also the order they expire
  // in: expired answers are dropped from the front as soon as another comes, not kept until the bound
  // pushes them out, and a burst of distinct keys is freed once it is over.
  function dropExpired(now: number) {
    for (const [key, entry] of entries) {
      if (entry.expiresAt > now) return;
      remove(key);
    }
  }

  function weighOnceLoaded(key: string, entry: Entry<V>) {
    const bound = options.maxWeight;
    if (!bound) return;
    entry.value.then(
      (loaded) => {
        if (entries.get(key) !== entry) return;
        entry.weight = bound.weigh(loaded);
        totalWeight += entry.weight;
        while (totalWeight > bound.limit && entries.size > 0) removeOldest();
      },
      () => {},
    );
  }

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const { onLookup } = options;
      if (options.ttlMs <= 0) {
        onLookup?.('miss');
        return load();
      }
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) {
        onLookup?.('hit');
        return hit.value;
      }
      onLookup?.('miss');
      remove(key);
      dropExpired(now);
      while (entries.size > 0 && entries.size >= options.maxEntries) removeOldest();
      const value = load();
      const entry: Entry<V> = { expiresAt: now + options.ttlMs, value, weight: 0 };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) remove(key);
      });
      weighOnceLoaded(key, entry);
      return value;
    },
    /** Forgets every answer: the next request for any key loads afresh. */
    clear() {
      entries.clear();
      totalWeight = 0;
    },
    get size() {
      return entries.size;
    },
    /** The loaded values' total weight under `maxWeight` (0 without one). */
    get weight() {
      return totalWeight;
    },
  };
}
