import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createCity, createProperty } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPropertyListService } from './property-list-service.ts';
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
  it('reuses explore and recommended for the TTL only, and never caches lists by id', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const service = createPropertyListService(t.db, { cacheTtlMs: 3000 });
    const category = await createCategory(t.db);
    await createProperty(t.db, { name: 'Primo', categoryId: category.id, recommended: true });
    expect((await service.list({ kind: 'all' })).map((p) => p.property_name)).toEqual(['Primo']);
    expect(await service.list({ kind: 'recommended' })).toHaveLength(1);
    expect(await service.list({ kind: 'category', id: category.id })).toHaveLength(1);

    await createProperty(t.db, { name: 'Secondo', categoryId: category.id, recommended: true });
    vi.advanceTimersByTime(2900);
    expect(await service.list({ kind: 'all' })).toHaveLength(1);
    expect(await service.list({ kind: 'recommended' })).toHaveLength(1);
    expect(await service.list({ kind: 'category', id: category.id })).toHaveLength(2);

    vi.advanceTimersByTime(200);
    expect((await service.list({ kind: 'all' })).map((p) => p.property_name)).toEqual(['Primo', 'Secondo']);
    expect(await service.list({ kind: 'recommended' })).toHaveLength(2);
  });

  it('shares one load between requests that arrive together', async () => {
    const service = createPropertyListService(t.db, { cacheTtlMs: 3000 });
    const [a, b] = await Promise.all([service.list({ kind: 'all' }), service.list({ kind: 'all' })]);
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
