import { CitiesResponseSchema, MenuResponseSchema } from '@scrivania/core/catalog/schemas';
import { SearchServicesResponseSchema } from '@scrivania/core/catalog/search-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCity, createService } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const BAD_IDS = ['abc', '1e3', '-1', '0', '1.5', '0x10', '99999999999', '%20'];

describe('catalog routes', () => {
  let t: TestApp;
  const get = (path: string) => t.app.inject({ method: 'GET', url: `/backend/api/${path}` });

  beforeAll(async () => {
    t = await createTestApp();
    await createCategory(t.db, { name: 'Day Office', title: 'Uffici giornalieri', sortOrder: 1 });
    await createCategory(t.db, {
      name: 'Luxury Work Space',
      title: 'Spazi di lusso',
      sortOrder: 0,
      hiddenFromMenu: true,
      pageTitle: 'Lusso a Milano',
      metaDesc: 'Spazi esclusivi',
      keywords: 'lusso, uffici',
    });
    await createCategory(t.db, { name: 'Coworking', title: 'Coworking', sortOrder: 1 });
    await createCity(t.db, { name: 'Milano', title: 'Uffici a Milano', photo: 'milano.webp', sortOrder: 2 });
    await createCity(t.db, { name: 'Roma', title: 'Uffici a Roma', photo: 'roma.webp', sortOrder: 1 });
    await createCity(t.db, { name: 'Bari', title: 'Uffici a Bari', photo: null, sortOrder: 0 });
    await createCity(t.db, { name: 'Pavia', title: 'Uffici a Pavia', photo: 'pavia.webp', popular: false });
    await createService(t.db, { name: 'Wi-Fi', desc: 'Fibra', priceCents: 0 });
    await createService(t.db, { name: 'Proiettore', priceCents: 1500 });
  });
  afterAll(() => t.close());

  it('menu lists every category, Luxury Work Space included, by sort order then id', async () => {
    const response = await get('menu');
    expect(response.statusCode).toBe(200);
    const body = MenuResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.message).toBe('Categorie recuperate con successo.');
    expect(body.data.map((c) => c.category_name)).toEqual(['Luxury Work Space', 'Day Office', 'Coworking']);
    expect(body.data[0]).toEqual({
      _id: expect.any(Number),
      category_name: 'Luxury Work Space',
      category_title: 'Spazi di lusso',
      hidden_from_menu: true,
      seo_data: { page_title: 'Lusso a Milano', meta_desc: 'Spazi esclusivi', keywords: 'lusso, uffici' },
    });
    // SEO left empty falls back to the title.
    expect(body.data[1]?.seo_data).toEqual({ page_title: 'Uffici giornalieri', meta_desc: '', keywords: '' });
    expect(Object.keys(body.data[1] ?? {}).sort()).toEqual([
      '_id',
      'category_name',
      'category_title',
      'hidden_from_menu',
      'seo_data',
    ]);
  });

  it('services lists every service by name, with its id and nothing else (no price, no description)', async () => {
    const response = await get('services');
    expect(response.statusCode).toBe(200);
    const body = SearchServicesResponseSchema.parse(response.json());
    expect(body.data.map((s) => s.service_name)).toEqual(['Proiettore', 'Wi-Fi']);
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(['_id', 'service_name']);
  });

  it('popular-cities lists the popular cities only, in order', async () => {
    const response = await get('popular-cities');
    expect(response.statusCode).toBe(200);
    const body = CitiesResponseSchema.parse(response.json());
    expect(body.data.map((c) => c.city_name)).toEqual(['Bari', 'Roma', 'Milano']);
    expect(body.data[1]).toEqual({
      _id: expect.any(Number),
      city_name: 'Roma',
      city_title: 'Uffici a Roma',
      photo: 'roma.webp',
      seo_data: { page_title: 'Uffici a Roma', meta_desc: '', keywords: '' },
    });
  });

  it('city-section lists the cities that have a photo', async () => {
    const response = await get('city-section');
    expect(response.statusCode).toBe(200);
    const body = CitiesResponseSchema.parse(response.json());
    expect(body.data.map((c) => c.city_name)).toEqual(['Pavia', 'Roma', 'Milano']);
    expect(body.data.every((c) => c.photo)).toBe(true);
  });

  it('category-name answers the title and SEO of a category', async () => {
    const luxury = await createCategory(t.db, {
      name: 'Sala eventi',
      title: 'Sale per eventi',
      keywords: 'eventi',
    });
    const response = await get(`category-name/${luxury.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      category_title: 'Sale per eventi',
      seo_data: { page_title: 'Sale per eventi', meta_desc: '', keywords: 'eventi' },
    });
  });

  it('city-name answers the title and SEO of a city', async () => {
    const city = await createCity(t.db, {
      name: 'Torino',
      title: 'Uffici a Torino',
      metaDesc: 'Spazi a Torino',
    });
    const response = await get(`city-name/${city.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      city_title: 'Uffici a Torino',
      seo_data: { page_title: 'Uffici a Torino', meta_desc: 'Spazi a Torino', keywords: '' },
    });
  });

  for (const route of ['category-name', 'city-name']) {
    it(`${route} is a 404 for unknown and malformed ids`, async () => {
      for (const id of ['2147483647', ...BAD_IDS]) {
        const response = await get(`${route}/${id}`);
        expect(response.statusCode, `${route}/${id}`).toBe(404);
        expect(response.json()).toEqual({ success: false, message: 'Risorsa non trovata.' });
      }
    });
  }
});
