import { PagedPropertyListResponseSchema } from '@scrivania/core/catalog/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCity, createHostUser, createProperty } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** 50 published listings: three pages of the default 24, two of the largest page (48). */
const LISTED = 50;

describe('paged property lists (explore, category, city)', () => {
  let t: TestApp;
  let lists: string[];
  let emptyCategory: number;
  const listed: number[] = [];

  const call = (path: string) => t.app.inject({ method: 'GET', url: `/backend/api/${path}` });
  const page = async (path: string) => {
    const response = await call(path);
    expect(response.statusCode, path).toBe(200);
    return PagedPropertyListResponseSchema.parse(response.json());
  };
  const ids = (body: { data: { _id: number }[] }) => body.data.map((card) => card._id);

  beforeAll(async () => {
    t = await createTestApp();
    const hostId = (await createHostUser(t.db)).id;
    const category = await createCategory(t.db);
    const city = await createCity(t.db);
    emptyCategory = (await createCategory(t.db)).id;
    const base = { hostId, categoryId: category.id, cityId: city.id };
    for (let i = 0; i < LISTED; i++) listed.push((await createProperty(t.db, base)).id);
    // Not listed, so not counted: a page is counted in published listings only.
    await createProperty(t.db, { ...base, status: 'draft' });
    lists = ['explore-property', `property/category-id/${category.id}`, `property/city-id/${city.id}`];
  });
  afterAll(() => t.close());

  it('answers 24 cards a page by default, with page, per_page and the total', async () => {
    for (const list of lists) {
      const first = await page(list);
      expect(first).toMatchObject({ success: true, page: 1, per_page: 24, total: LISTED });
      expect(ids(first), list).toEqual(listed.slice(0, 24));
      expect(ids(await page(`${list}?page=2`)), list).toEqual(listed.slice(24, 48));
      const last = await page(`${list}?page=3`);
      expect(last).toMatchObject({ page: 3, per_page: 24, total: LISTED });
      expect(ids(last), list).toEqual(listed.slice(48));
    }
  });

  it('takes per_page up to 48', async () => {
    for (const list of lists) {
      expect(ids(await page(`${list}?per_page=48`)), list).toEqual(listed.slice(0, 48));
      const second = await page(`${list}?per_page=48&page=2`);
      expect(second).toMatchObject({ page: 2, per_page: 48, total: LISTED });
      expect(ids(second), list).toEqual(listed.slice(48));
      expect(ids(await page(`${list}?per_page=1&page=50`)), list).toEqual([listed[49]]);
    }
  });

  it('refuses a page or a size that is not one with 400 and an Italian message, never 500', async () => {
    const pageInvalid = 'Il numero di pagina deve essere un numero intero da 1 in su.';
    const sizeInvalid = 'Gli annunci per pagina devono essere un numero intero da 1 a 48.';
    const refusals: [string, string][] = [
      ['page=0', pageInvalid],
      ['page=abc', pageInvalid],
      ['page=-1', pageInvalid],
      ['page=1.5', pageInvalid],
      ['page=1e1', pageInvalid],
      ['page=', pageInvalid],
      ['page=1&page=2', pageInvalid],
      ['page=99999999999999999999', pageInvalid],
      ['per_page=49', sizeInvalid],
      ['per_page=0', sizeInvalid],
      ['per_page=abc', sizeInvalid],
      ['page=4', 'Questa pagina non esiste: l’elenco ha 3 pagine.'],
      ['page=3&per_page=48', 'Questa pagina non esiste: l’elenco ha 2 pagine.'],
      ['page=2&per_page=48&page=2', pageInvalid],
    ];
    for (const list of lists) {
      for (const [query, message] of refusals) {
        const response = await call(`${list}?${query}`);
        expect(response.statusCode, `${list}?${query}`).toBe(400);
        expect(response.json(), `${list}?${query}`).toMatchObject({ success: false, message });
      }
    }
  });

  it('answers an empty list as its first page, and refuses any page after it', async () => {
    for (const list of [`property/category-id/${emptyCategory}`, 'property/city-id/2147483647']) {
      expect(await page(list)).toEqual({ success: true, data: [], page: 1, per_page: 24, total: 0 });
      expect(await page(`${list}?page=1&per_page=48`)).toMatchObject({ data: [], per_page: 48, total: 0 });
      const response = await call(`${list}?page=2`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Questa pagina non esiste: l’elenco ha una sola pagina.',
      });
    }
  });
});
