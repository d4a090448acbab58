import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createCity, createProperty } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CardPage, createPropertyListService } from './property-list-service.ts';
import { createSearchService } from './search-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('property list cache', () => {
  const first = { page: 1, per_page: 24 };
  const names = (page: CardPage) => page.cards.map((p) => p.property_name);

  it('reuses explore and recommended for the TTL only, and never caches lists by id', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const service = createPropertyListService(t.db, { cacheTtlMs: 3000 });
    const category = await createCategory(t.db);
    await createProperty(t.db, { name: 'Primo', categoryId: category.id, recommended: true });
    expect(names(await service.page({ kind: 'all' }, first))).toEqual(['Primo']);
    expect(await service.recommended()).toHaveLength(1);
    expect((await service.page({ kind: 'category', id: category.id }, first)).total).toBe(1);

    await createProperty(t.db, { name: 'Secondo', categoryId: category.id, recommended: true });
    vi.advanceTimersByTime(2900);
    expect(await service.page({ kind: 'all' }, first)).toEqual({ cards: expect.any(Array), total: 1 });
    expect(await service.recommended()).toHaveLength(1);
    expect((await service.page({ kind: 'category', id: category.id }, first)).total).toBe(2);

    vi.advanceTimersByTime(200);
    expect(names(await service.page({ kind: 'all' }, first))).toEqual(['Primo', 'Secondo']);
    expect(await service.recommended()).toHaveLength(2);
  });

  it('keeps each explore page under its own key: page and size', async () => {
    const service = createPropertyListService(t.db, { cacheTtlMs: 3000 });
    await createProperty(t.db, { name: 'Terzo' });
    const whole = await service.page({ kind: 'all' }, { page: 1, per_page: 48 });
    const [one, two] = [whole.cards[0]?.property_name, whole.cards[1]?.property_name];
    expect(names(await service.page({ kind: 'all' }, { page: 1, per_page: 1 }))).toEqual([one]);
    expect(names(await service.page({ kind: 'all' }, { page: 2, per_page: 1 }))).toEqual([two]);
    expect(await service.page({ kind: 'all' }, { page: 1, per_page: 48 })).toBe(whole);
  });

  it('shares one load between requests that arrive together', async () => {
    const service = createPropertyListService(t.db, { cacheTtlMs: 3000 });
    const [a, b] = await Promise.all([
      service.page({ kind: 'all' }, first),
      service.page({ kind: 'all' }, first),
    ]);
    expect(a).toBe(b);
  });
});

describe('search cache', () => {
  const page = {
    guests: 0,
    limit: 12,
    offset: 0,
    sort: 'relevance' as const,
    serviceIds: [],
    instant: false,
  };

  it('reuses an answer for the TTL, keyed by the normalised text', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const service = createSearchService(t.db, { cacheTtlMs: 5000, index: t.app.availabilityIndex });
    const city = await createCity(t.db, { name: 'Lecco', title: 'Lecco' });
    await createProperty(t.db, { name: 'Loft Lecco Uno', cityId: city.id });
    expect((await service.find({ ...page, text: 'lecco' })).total).toBe(1);

    await createProperty(t.db, { name: 'Loft Lecco Due', cityId: city.id });
    vi.advanceTimersByTime(4900);
    expect((await service.find({ ...page, text: '  LECCO ' })).total).toBe(1);
    expect((await service.find({ ...page, text: 'lecco', guests: 1 })).total).toBe(2);

    vi.advanceTimersByTime(200);
    expect((await service.find({ ...page, text: 'lecco' })).total).toBe(2);
  });
});
