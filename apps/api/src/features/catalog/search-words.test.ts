import type { Db } from '@scrivania/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSearchService } from './search-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createProperty(t.db, { name: "Studio dell'Arte", address: 'Via Open-Space 3, Torino' });
  await createProperty(t.db, { name: 'Ufficio Luminoso', address: 'Corso Vittorio 12, Torino' });
});
afterAll(() => t.close());

const searchText = (text: string) =>
  t.app.inject({
    method: 'GET',
    url: `/backend/api/property/search-from-home?${new URLSearchParams({ search_input: text })}`,
  });

const words = (count: number, word: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => word(i));

describe('the words of a search text', () => {
  it('are at most 12: more are refused with 400 in Italian, before any search', async () => {
    const thirteen = await searchText(words(13, (i) => `torino${i}`).join(' '));
    expect(thirteen.statusCode).toBe(400);
    expect(thirteen.json().message).toBe('La ricerca può contenere al massimo 12 parole: togline qualcuna.');
    const twelve = await searchText(` ${words(12, () => 'torino').join('   ')} `);
    expect(twelve.statusCode).toBe(200);
    expect(twelve.json().data.total).toBe(2);
  });

  it('cost no query each: a text of 12 words only the database can read costs what one does', async () => {
    let queries = 0;
    const counted = new Proxy(t.db, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== 'execute' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          queries += 1;
          return Reflect.apply(value, target, args);
        };
      },
    }) as Db;
    const service = createSearchService(counted, { cacheTtlMs: 0, index: t.app.availabilityIndex });
    const page = {
      guests: 0,
      limit: 12,
      offset: 0,
      sort: 'relevance' as const,
      serviceIds: [],
      instant: false,
    };
    const costOf = async (text: string) => {
      const before = queries;
      const found = await service.find({ ...page, text });
      return { queries: queries - before, total: found.total };
    };

    // Apostrophes and hyphens: words the in-memory index leaves to the database (decision 057).
    expect(await costOf("dell'arte")).toEqual({ queries: 1, total: 1 });
    expect(await costOf(words(12, (i) => `zz'q${i}`).join(' '))).toEqual({ queries: 1, total: 0 });
    expect(await costOf(`open-space ${words(11, (i) => `x-${i}y`).join(' ')}`)).toEqual({
      queries: 1,
      total: 0,
    });
    // Words outside the catalogue, or misspelt, are matched in memory.
    expect(await costOf(words(12, (i) => `sconosciuta${i}`).join(' '))).toEqual({ queries: 0, total: 0 });
    expect(await costOf('uficio luminso torino')).toEqual({ queries: 0, total: 1 });
    // Only words the dictionary drops: the text is matched whole, once.
    expect((await costOf(words(12, () => 'di').join(' '))).queries).toBe(1);
  });
});
