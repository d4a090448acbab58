import {
  PagedPropertyListResponseSchema,
  PropertyCardSchema,
  PropertyListResponseSchema,
} from '@scrivania/core/catalog/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createCity,
  createHostUser,
  createProperty,
  daysFromToday,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const BAD_IDS = ['abc', '1e3', '-1', '0', '1.5', '99999999999'];

describe('property card lists', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const get = async (path: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/backend/api/${path}` });
    expect(response.statusCode, path).toBe(200);
    return PagedPropertyListResponseSchema.or(PropertyListResponseSchema).parse(response.json());
  };
  const names = (body: { data: { property_name: string }[] }) => body.data.map((p) => p.property_name);

  beforeAll(async () => {
    t = await createTestApp();
    const hostId = (await createHostUser(t.db)).id;
    const office = await createCategory(t.db, { name: 'Day Office' });
    const meeting = await createCategory(t.db, { name: 'Sala riunioni' });
    const milano = await createCity(t.db, { name: 'Milano' });
    const roma = await createCity(t.db, { name: 'Roma' });
    ids.office = office.id;
    ids.meeting = meeting.id;
    ids.milano = milano.id;
    ids.roma = roma.id;
    const base = { hostId, categoryId: office.id, cityId: milano.id };

    ids.current = (
      await createProperty(t.db, {
        ...base,
        name: 'Ufficio Duomo',
        propertyType: 'Ufficio privato',
        thumbImage: 'duomo.webp',
        address: 'Piazza Duomo 1, Milano',
        noOfGuest: 6,
        propertySize: 55,
        priceCents: 4550,
        priceType: 'person',
        priceChargeType: 'giorno',
        discountType: 'amount',
        discountValue: 500,
        recommended: true,
        images: ['duomo-1.webp', 'duomo-2.webp'],
        windows: [
          { startDate: daysFromToday(30), endDate: daysFromToday(60) },
          { startDate: daysFromToday(-40), endDate: daysFromToday(-1) },
          { startDate: daysFromToday(-10), endDate: daysFromToday(20) },
        ],
      })
    ).id;
    await createProperty(t.db, {
      ...base,
      name: 'Sala Navigli',
      categoryId: meeting.id,
      discountType: 'percent',
      discountValue: 10,
      windows: [{ startDate: '2096-11-22', endDate: '2097-11-22' }],
    });
    await createProperty(t.db, {
      ...base,
      name: 'Ufficio Colosseo',
      cityId: roma.id,
      recommended: true,
      windows: [{ startDate: daysFromToday(-5), endDate: daysFromToday(0) }],
    });
    await createProperty(t.db, {
      ...base,
      name: 'Ufficio Scaduto',
      cityId: roma.id,
      windows: [{ startDate: daysFromToday(-30), endDate: daysFromToday(-1) }],
    });
    await createProperty(t.db, { ...base, name: 'Bozza', status: 'draft', recommended: true });
    await createProperty(t.db, { ...base, name: 'Archiviato', status: 'archived', cityId: roma.id });
  });
  afterAll(() => t.close());

  it('explore-property lists every published property, by id, and nothing unpublished', async () => {
    expect(names(await get('explore-property'))).toEqual([
      'Ufficio Duomo',
      'Sala Navigli',
      'Ufficio Colosseo',
      'Ufficio Scaduto',
    ]);
  });

  it('maps a property to exactly the card fields, with price in euro and cents', async () => {
    const card = (await get('explore-property')).data[0];
    expect(Object.keys(card ?? {}).sort()).toEqual(Object.keys(PropertyCardSchema.shape).sort());
    expect(card).toEqual({
      _id: ids.current,
      property_name: 'Ufficio Duomo',
      property_type: 'Ufficio privato',
      thumb_image: 'duomo.webp',
      address: 'Piazza Duomo 1, Milano',
      city_name: 'Milano',
      category_name: 'Day Office',
      no_of_guest: 6,
      property_size: 55,
      price: 45.5,
      price_cents: 4550,
      price_type: 'person',
      price_charge_type: 'giorno',
      booking_unit: 'day',
      discount_check: 'yes',
      discount_type: 'amount',
      discount_percent_amount: 5,
      availableDates: {
        view_date: expect.stringMatching(/^Dal \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}$/),
        start_date: daysFromToday(-10),
        end_date: daysFromToday(20),
      },
    });
  });

  it('availableDates is the first window not yet ended, with an Italian label', async () => {
    const byName = new Map((await get('explore-property')).data.map((p) => [p.property_name, p]));
    const [y, m, d] = daysFromToday(-10).split('-');
    const [y2, m2, d2] = daysFromToday(20).split('-');
    expect(byName.get('Ufficio Duomo')?.availableDates?.view_date).toBe(
      `Dal ${d}/${m}/${y} al ${d2}/${m2}/${y2}`,
    );
    expect(byName.get('Sala Navigli')?.availableDates).toEqual({
      view_date: 'Dal 22/11/2096 al 22/11/2097',
      start_date: '2096-11-22',
      end_date: '2097-11-22',
    });
    // A window ending today is still open; one that ended yesterday is not.
    expect(byName.get('Ufficio Colosseo')?.availableDates?.end_date).toBe(daysFromToday(0));
    expect(byName.get('Ufficio Scaduto')?.availableDates).toBeNull();
  });

  it('reports percentages as whole percent and no discount as "no"', async () => {
    const byName = new Map((await get('explore-property')).data.map((p) => [p.property_name, p]));
    expect(byName.get('Sala Navigli')).toMatchObject({
      discount_check: 'yes',
      discount_type: 'percent',
      discount_percent_amount: 10,
      price: 45,
      price_cents: 4500,
    });
    expect(byName.get('Ufficio Colosseo')).toMatchObject({
      discount_check: 'no',
      discount_type: null,
      discount_percent_amount: null,
    });
  });

  it('recommended-property lists the published recommended properties', async () => {
    expect(names(await get('recommended-property'))).toEqual(['Ufficio Duomo', 'Ufficio Colosseo']);
  });

  it('lists by category and by city, published only', async () => {
    expect(names(await get(`property/category-id/${ids.meeting}`))).toEqual(['Sala Navigli']);
    expect(names(await get(`property/category-id/${ids.office}`))).toEqual([
      'Ufficio Duomo',
      'Ufficio Colosseo',
      'Ufficio Scaduto',
    ]);
    expect(names(await get(`property/city-id/${ids.roma}`))).toEqual(['Ufficio Colosseo', 'Ufficio Scaduto']);
  });

  it('an unknown category or city gives an empty list', async () => {
    const empty = { success: true, data: [], page: 1, per_page: 24, total: 0 };
    expect(await get('property/category-id/999999')).toEqual(empty);
    expect(await get('property/city-id/2147483647')).toEqual(empty);
  });

  it('a malformed id is a 404', async () => {
    for (const route of ['property/category-id', 'property/city-id']) {
      for (const id of BAD_IDS) {
        const response = await t.app.inject({ method: 'GET', url: `/backend/api/${route}/${id}` });
        expect(response.statusCode, `${route}/${id}`).toBe(404);
        expect(response.json()).toEqual({ success: false, message: 'Risorsa non trovata.' });
      }
    }
  });
});
