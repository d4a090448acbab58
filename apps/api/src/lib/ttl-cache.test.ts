import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('ttl cache', () => {
  it('reuses a value for the TTL only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get('a', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between callers that arrive together', async () => {
    const cache = createTtlCache<object>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => ({}));
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never serves a failed load again', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('drops the oldest key at the size bound', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
  });

  it('lets go of expired answers once another key is loaded', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    vi.advanceTimersByTime(500);
    await cache.get('c', async () => 'c');
    vi.advanceTimersByTime(600);
    await cache.get('d', async () => 'd');
    expect(cache.size).toBe(2);
  });

  it('does not cache at all with a TTL of zero', async () => {
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 10 });
    let loads = 0;
    await cache.get('k', async () => ++loads);
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });

  it('drops the oldest answers once the loaded ones weigh more than the weight bound', async () => {
    const cache = createTtlCache<string>({
      ttlMs: 1000,
      maxEntries: 100,
      maxWeight: { limit: 10, weigh: (text) => text.length },
    });
    await cache.get('a', async () => 'aaaa');
    await cache.get('b', async () => 'bbbb');
    expect(cache.weight).toBe(8);
    await cache.get('c', async () => 'cccc');
    await Promise.resolve();
    expect(cache.size).toBe(2);
    expect(cache.weight).toBe(8);
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('cccc');
  });

  it('keeps no answer heavier than the whole weight bound, yet hands it to its caller', async () => {
    const cache = createTtlCache<string>({
      ttlMs: 1000,
      maxEntries: 100,
      maxWeight: { limit: 3, weigh: (text) => text.length },
    });
    expect(await cache.get('big', async () => 'heavy')).toBe('heavy');
    await Promise.resolve();
    expect(cache.size).toBe(0);
    expect(cache.weight).toBe(0);
  });

  it('takes expired and failed answers out of the weight', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = createTtlCache<string>({
      ttlMs: 1000,
      maxEntries: 100,
      maxWeight: { limit: 100, weigh: (text) => text.length },
    });
    await cache.get('a', async () => 'aaaa');
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(cache.weight).toBe(4);
    vi.advanceTimersByTime(1001);
    await cache.get('c', async () => 'cc');
    await Promise.resolve();
    expect(cache.size).toBe(1);
    expect(cache.weight).toBe(2);
    cache.clear();
    expect(cache.weight).toBe(0);
  });
});
