import { isoWeekday } from '@scrivania/core/catalog/weekdays';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { createCategory, createCity, daysFromToday } from '../../test/factories.ts';
import { createSignedInHost, jpegPhoto, uploadPhoto } from '../../test/host-fixtures.ts';
import { createTestApp, openSecondProcess, type TestApp } from '../../test/test-app.ts';

/** The caches as a deployment runs them: search answers for 5 s, availability read at most once a second. */
const productionCaches: Partial<Config> = { searchCacheTtlMs: 5_000, availabilityRefreshMs: 1_000 };

let t: TestApp;
let host: Awaited<ReturnType<typeof createSignedInHost>>;
let categoryId: number;
let cityId: number;

beforeAll(async () => {
  t = await createTestApp({ config: productionCaches });
  host = await createSignedInHost(t);
  categoryId = (await createCategory(t.db)).id;
  cityId = (await createCity(t.db)).id;
});
afterAll(() => t.close());

const hostCall = (method: 'POST' | 'PUT', path: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/backend/api/host/${path}`,
    headers: host.headers,
    ...(payload ? { payload } : {}),
  });

async function readyDraft(name: string) {
  const created = await hostCall('POST', 'properties', {
    property_name: name,
    category_id: categoryId,
    city_id: cityId,
    address: 'Via Nazionale 1',
    price: 60,
  });
  const id = created.json().data._id as number;
  await uploadPhoto(t, host.headers, id, await jpegPhoto());
  await hostCall('PUT', `properties/${id}/availability`, {
    windows: [{ start_date: daysFromToday(0), end_date: daysFromToday(90) }],
    closed_days: [],
  });
  return id;
}

/** Whether `app` shows the listing in search (with dates, so availability is asked) and in the explore list. */
async function shown(app: FastifyInstance, id: number, name: string) {
  const search = await app.inject({
    method: 'GET',
    url: `/backend/api/property/search-from-home?search_input=${encodeURIComponent(name)}&start_date=${daysFromToday(3)}&end_date=${daysFromToday(4)}`,
  });
  const explore = await app.inject({ method: 'GET', url: '/backend/api/explore-property' });
  const inSearch = (search.json().data.propertyByCityId as Array<{ _id: number }>).some((c) => c._id === id);
  const inExplore = (explore.json().data as Array<{ _id: number }>).some((c) => c._id === id);
  return { inSearch, inExplore };
}

/** Milliseconds until `app` shows (or stops showing) the listing everywhere; fails after a second. */
async function msUntil(app: FastifyInstance, id: number, name: string, visible: boolean) {
  const started = performance.now();
  await expect
    .poll(async () => shown(app, id, name), { timeout: 1_000, interval: 25 })
    .toEqual({ inSearch: visible, inExplore: visible });
  return performance.now() - started;
}

describe('a published, then archived listing, with the caches of a deployment', () => {
  it('shows in search and lists within a second of publishing, and leaves them within a second of archiving', async () => {
    const name = 'Sala Appena Pubblicata';
    const id = await readyDraft(name);
    // Cached answers that do not show it yet.
    expect(await shown(t.app, id, name)).toEqual({ inSearch: false, inExplore: false });
    expect((await hostCall('POST', `properties/${id}/publish`)).statusCode).toBe(200);
    expect(await msUntil(t.app, id, name, true)).toBeLessThan(1_000);
    expect((await hostCall('POST', `properties/${id}/archive`)).statusCode).toBe(200);
    expect(await msUntil(t.app, id, name, false)).toBeLessThan(1_000);
  });
});

/** Days from today to the next Saturday at least two days away. */
function nextSaturday() {
  let days = 2;
  while (isoWeekday(daysFromToday(days)) !== 6) days += 1;
  return days;
}

/** Whether `app`'s search for the listing over a weekend lists it: the answer a weekly closing changes. */
async function inWeekendSearch(app: FastifyInstance, id: number, name: string) {
  const saturday = nextSaturday();
  const search = await app.inject({
    method: 'GET',
    url: `/backend/api/property/search-from-home?search_input=${encodeURIComponent(name)}&start_date=${daysFromToday(saturday)}&end_date=${daysFromToday(saturday + 1)}`,
  });
  return (search.json().data.propertyByCityId as Array<{ _id: number }>).some((c) => c._id === id);
}

const closeWeekends = (id: number) =>
  hostCall('PUT', `properties/${id}/availability`, {
    windows: [{ start_date: daysFromToday(0), end_date: daysFromToday(90) }],
    closed_days: [],
    closed_weekdays: [6, 7],
  });

describe('a listed space closed at weekends, with the caches of a deployment', () => {
  it('leaves a weekend search within a second of the change', async () => {
    const name = 'Sala Chiusa il Sabato';
    const id = await readyDraft(name);
    expect((await hostCall('POST', `properties/${id}/publish`)).statusCode).toBe(200);
    await expect.poll(() => inWeekendSearch(t.app, id, name), { timeout: 1_000, interval: 25 }).toBe(true);
    expect((await closeWeekends(id)).statusCode).toBe(200);
    const started = performance.now();
    await expect.poll(() => inWeekendSearch(t.app, id, name), { timeout: 1_000, interval: 25 }).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('in another API process on the same PostgreSQL', () => {
  let process2: Awaited<ReturnType<typeof openSecondProcess>>;
  let second: FastifyInstance;

  beforeAll(async () => {
    process2 = await openSecondProcess(t);
    second = process2.app;
  });
  afterAll(() => process2?.close());

  it('drops its reused answers when the first process publishes, within a second', async () => {
    const name = 'Sala Altro Processo';
    const id = await readyDraft(name);
    expect(await shown(second, id, name)).toEqual({ inSearch: false, inExplore: false });
    expect((await hostCall('POST', `properties/${id}/publish`)).statusCode).toBe(200);
    expect(await msUntil(second, id, name, true)).toBeLessThan(1_000);
  });

  it('drops a weekend answer when the first process closes the space at weekends, within a second', async () => {
    const name = 'Sala Chiusa Altro Processo';
    const id = await readyDraft(name);
    expect((await hostCall('POST', `properties/${id}/publish`)).statusCode).toBe(200);
    await expect.poll(() => inWeekendSearch(second, id, name), { timeout: 1_000, interval: 25 }).toBe(true);
    expect((await closeWeekends(id)).statusCode).toBe(200);
    await expect.poll(() => inWeekendSearch(second, id, name), { timeout: 1_000, interval: 25 }).toBe(false);
  });
});
