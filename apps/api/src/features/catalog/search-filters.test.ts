import { catalogMessages } from '@scrivania/core/catalog/messages.it';
import { properties, reviews } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createCategory,
  createCity,
  createProperty,
  createService,
  createUser,
  daysFromToday,
  insertOne,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const m = catalogMessages.searchFilters;
let t: TestApp;
const ids: Record<string, number> = {};

const search = (params: Record<string, string | number>) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  return t.app.inject({ method: 'GET', url: `/backend/api/property/search-from-home?${query}` });
};
interface Answer {
  propertyByCityId: Array<{ property_name: string; latitude: number | null; longitude: number | null }>;
  total: number;
  category_counts: Array<{ id: number; count: number }>;
  relax: string | null;
}
const answer = async (params: Record<string, string | number>): Promise<Answer> => {
  const response = await search(params);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const names = async (params: Record<string, string | number>) =>
  (await answer(params)).propertyByCityId.map((p) => p.property_name);

const rate = async (propertyId: number, ...stars: number[]) => {
  for (const starRating of stars) {
    const user = await createUser(t.db);
    await insertOne(t.db, reviews, { propertyId, userId: user.id, starRating, review: 'Ottimo spazio.' });
  }
};

const MILANO_BOX = '9.1,45.4,9.3,45.5';

beforeAll(async () => {
  t = await createTestApp();
  const milano = await createCity(t.db, { name: 'Milano', title: 'Milano' });
  const roma = await createCity(t.db, { name: 'Roma', title: 'Roma' });
  ids.meeting = (await createCategory(t.db, { name: 'Sala Riunioni', title: 'Sale riunioni' })).id;
  ids.coworking = (
    await createCategory(t.db, { name: 'Coworking', title: 'Coworking', occupancy: 'shared' })
  ).id;
  ids.events = (await createCategory(t.db, { name: 'Sala Eventi', title: 'Sale eventi' })).id;
  ids.wifi = (await createService(t.db, { name: 'Wi-Fi' })).id;
  ids.coffee = (await createService(t.db, { name: 'Caffè' })).id;
  const windows = [{ startDate: daysFromToday(0), endDate: daysFromToday(60) }];
  const listing = async (key: string, values: Parameters<typeof createProperty>[1] & { createdAt: Date }) => {
    ids[key] = (await createProperty(t.db, { windows, noOfGuest: 10, ...values })).id;
  };
  // Created oldest first: a search without text lists the newest first.
  await listing('alfa', {
    name: 'Sala Alfa',
    address: 'Via Dante 1, Milano',
    cityId: milano.id,
    categoryId: ids.meeting,
    priceCents: 5000,
    latitude: 45.4642,
    longitude: 9.19,
    serviceIds: [ids.wifi, ids.coffee],
    createdAt: new Date('2026-01-01T10:00:00Z'),
  });
  await listing('beta', {
    name: 'Sala Beta',
    address: 'Via Brera 2, Milano',
    cityId: milano.id,
    categoryId: ids.meeting,
    priceCents: 12_000,
    bookingMode: 'request',
    latitude: 45.48,
    longitude: 9.2,
    serviceIds: [ids.wifi],
    createdAt: new Date('2026-02-01T10:00:00Z'),
  });
  await listing('gamma', {
    name: 'Hub Gamma',
    address: 'Via Tortona 3, Milano',
    cityId: milano.id,
    categoryId: ids.coworking,
    occupancy: 'shared',
    seats: 5,
    noOfGuest: 5,
    priceCents: 2000,
    priceType: 'person',
    latitude: 45.44,
    longitude: 9.17,
    createdAt: new Date('2026-03-01T10:00:00Z'),
  });
  await listing('delta', {
    name: 'Studio Delta',
    address: 'Via del Corso 4, Roma',
    cityId: roma.id,
    categoryId: ids.meeting,
    priceCents: 8000,
    latitude: 41.9028,
    longitude: 12.4964,
    serviceIds: [ids.coffee],
    createdAt: new Date('2026-04-01T10:00:00Z'),
  });
  await listing('epsilon', {
    name: 'Ufficio Epsilon',
    address: 'Via Appia 5, Roma',
    cityId: roma.id,
    categoryId: ids.meeting,
    priceCents: 20_000,
    createdAt: new Date('2026-05-01T10:00:00Z'),
  });
  await rate(ids.alfa ?? 0, 5, 4);
  await rate(ids.beta ?? 0, 3);
  await rate(ids.delta ?? 0, 4, 4, 5);
  await createBooking(t.db, { status: 'booked', propertyId: ids.alfa, from: 5, to: 6, guests: 2 });
});
afterAll(() => t.close());

describe('search without text', () => {
  it('lists every listing, newest first, and each result says where it is', async () => {
    const found = await answer({});
    expect(found.total).toBe(5);
    expect(found.propertyByCityId.map((p) => p.property_name)).toEqual([
      'Ufficio Epsilon',
      'Studio Delta',
      'Hub Gamma',
      'Sala Beta',
      'Sala Alfa',
    ]);
    expect(found.propertyByCityId[0]).toMatchObject({ latitude: null, longitude: null });
    expect(found.propertyByCityId[1]).toMatchObject({ latitude: 41.9028, longitude: 12.4964 });
    expect(found.relax).toBeNull();
    expect(await names({ search_input: '   ' })).toHaveLength(5);
  });
});

describe('filters', () => {
  it('price per day: the listing price, times the guests when it is per person', async () => {
    expect(await names({ min_price: 50, max_price: 100 })).toEqual(['Studio Delta', 'Sala Alfa']);
    expect(await names({ min_price: '50,00', max_price: '100', no_of_guest: 3 })).toEqual([
      'Studio Delta',
      'Hub Gamma',
      'Sala Alfa',
    ]);
    expect(await names({ max_price: 20 })).toEqual(['Hub Gamma']);
    expect(await names({ min_price: 150 })).toEqual(['Ufficio Epsilon']);
    expect(await names({ min_price: '', max_price: '' })).toHaveLength(5);
  });

  it('category, with the counts per category of the same search without it', async () => {
    const found = await answer({ search_input: 'milano', category_id: ids.coworking ?? 0 });
    expect(found.propertyByCityId.map((p) => p.property_name)).toEqual(['Hub Gamma']);
    expect(found.category_counts).toEqual(
      [
        { id: ids.meeting, count: 2 },
        { id: ids.coworking, count: 1 },
      ].sort((a, b) => (a.id ?? 0) - (b.id ?? 0)),
    );
    const priced = await answer({ max_price: 100 });
    expect(priced.category_counts).toEqual(
      [
        { id: ids.meeting, count: 2 },
        { id: ids.coworking, count: 1 },
      ].sort((a, b) => (a.id ?? 0) - (b.id ?? 0)),
    );
    expect((await answer({ category_id: ids.events ?? 0 })).total).toBe(0);
  });

  it('services: every one chosen', async () => {
    expect(await names({ service_ids: `${ids.wifi},${ids.coffee}` })).toEqual(['Sala Alfa']);
    expect(await names({ service_ids: `${ids.wifi}` })).toEqual(['Sala Beta', 'Sala Alfa']);
    expect(await names({ service_ids: ` ${ids.coffee} , ${ids.coffee}` })).toEqual([
      'Studio Delta',
      'Sala Alfa',
    ]);
  });

  it("instant booking only ('Prenotazione immediata')", async () => {
    expect(await names({ search_input: 'milano', instant: 1, sort: 'newest' })).toEqual([
      'Hub Gamma',
      'Sala Alfa',
    ]);
    expect(await names({ search_input: 'milano', instant: 0 })).toHaveLength(3);
  });

  it('minimum rating: the mean of the visible reviews rounded to one decimal', async () => {
    expect(await names({ min_rating: 4 })).toEqual(['Studio Delta', 'Sala Alfa']);
    // Delta's 4.33 is shown and compared as 4.3.
    expect(await names({ min_rating: '4.3' })).toEqual(['Studio Delta', 'Sala Alfa']);
    expect(await names({ min_rating: '4,4' })).toEqual(['Sala Alfa']);
    expect(await names({ min_rating: 0 })).toHaveLength(5);
  });

  it('dates and guests together with the filters', async () => {
    const dates = { start_date: daysFromToday(5), end_date: daysFromToday(6) };
    expect(await names({ ...dates, service_ids: `${ids.wifi}` })).toEqual(['Sala Beta']);
    expect(await names({ ...dates, no_of_guest: 6, search_input: 'milano' })).toEqual(['Sala Beta']);
  });

  it('a map box: only listings inside it, read within Italy', async () => {
    const found = await answer({ bbox: MILANO_BOX });
    expect(found.propertyByCityId.map((p) => p.property_name).sort()).toEqual([
      'Hub Gamma',
      'Sala Alfa',
      'Sala Beta',
    ]);
    expect(found.propertyByCityId.every((p) => p.latitude !== null && p.longitude !== null)).toBe(true);
    // Larger than Italy: read as Italy; a listing with no coordinates is on no map.
    expect((await answer({ bbox: '-30,20,45,70' })).total).toBe(4);
    expect((await answer({ bbox: '2.2,48.8,2.5,48.9' })).total).toBe(0);
  });
});

describe('sorting', () => {
  it('by price both ways, rating, newest, and distance from the middle of the box', async () => {
    expect(await names({ sort: 'price_asc' })).toEqual([
      'Hub Gamma',
      'Sala Alfa',
      'Studio Delta',
      'Sala Beta',
      'Ufficio Epsilon',
    ]);
    expect(await names({ sort: 'price_desc', no_of_guest: 5 })).toEqual([
      'Ufficio Epsilon',
      'Sala Beta',
      'Hub Gamma',
      'Studio Delta',
      'Sala Alfa',
    ]);
    // Unrated listings last, in the order the search found them.
    expect(await names({ sort: 'rating' })).toEqual([
      'Sala Alfa',
      'Studio Delta',
      'Sala Beta',
      'Ufficio Epsilon',
      'Hub Gamma',
    ]);
    expect(await names({ search_input: 'milano', sort: 'newest' })).toEqual([
      'Hub Gamma',
      'Sala Beta',
      'Sala Alfa',
    ]);
    expect(await names({ bbox: MILANO_BOX, sort: 'distance' })).toEqual([
      'Sala Alfa',
      'Hub Gamma',
      'Sala Beta',
    ]);
    expect(await names({ bbox: '9.15,45.43,9.19,45.45', sort: 'distance' })).toEqual(['Hub Gamma']);
  });

  it('pages of 12 whatever the sort', async () => {
    const found = await answer({ sort: 'price_asc', page: 2 });
    expect(found).toMatchObject({ total: 5, propertyByCityId: [] });
  });
});

describe('an empty result names the filter to relax', () => {
  it('the one whose removal alone finds most', async () => {
    expect((await answer({ search_input: 'milano', max_price: 10 })).relax).toBe('price');
    expect((await answer({ search_input: 'roma', instant: 1, min_rating: '4.5' })).relax).toBe('rating');
    expect(
      (await answer({ search_input: 'alfa', start_date: daysFromToday(5), end_date: daysFromToday(5) }))
        .relax,
    ).toBe('dates');
    expect((await answer({ search_input: 'alfa', no_of_guest: 50 })).relax).toBe('guests');
    expect((await answer({ search_input: 'alfa', category_id: ids.coworking ?? 0 })).relax).toBe('category');
    expect((await answer({ search_input: 'delta', bbox: MILANO_BOX })).relax).toBe('area');
    expect((await answer({ search_input: 'delta', service_ids: `${ids.wifi}` })).relax).toBe('services');
    expect((await answer({ search_input: 'beta', instant: 1 })).relax).toBe('instant');
    // Two filters each excluding it: no single one to relax.
    expect((await answer({ search_input: 'beta', instant: 1, max_price: 10 })).relax).toBeNull();
    expect((await answer({ search_input: 'atlantide' })).relax).toBeNull();
  });
});

describe('bad input: a 400 naming the field, in Italian', () => {
  it.each([
    [{ bbox: 'a,b,c,d' }, 'bbox', m.bboxInvalid],
    [{ bbox: '9,45,10' }, 'bbox', m.bboxInvalid],
    [{ bbox: '9,45,10,46,11' }, 'bbox', m.bboxInvalid],
    [{ bbox: '200,0,201,1' }, 'bbox', m.bboxInvalid],
    [{ bbox: '9,45,10,95' }, 'bbox', m.bboxInvalid],
    [{ bbox: 'NaN,45,Infinity,46' }, 'bbox', m.bboxInvalid],
    [{ bbox: '1e1,45,11,46' }, 'bbox', m.bboxInvalid],
    [{ bbox: '9,46,10,45' }, 'bbox', m.bboxInverted],
    [{ bbox: '170,-10,-170,10' }, 'bbox', m.bboxAntimeridian],
    [{ min_price: 'abc' }, 'min_price', m.minPriceInvalid],
    [{ min_price: '-5' }, 'min_price', m.minPriceInvalid],
    [{ max_price: '1e9' }, 'max_price', m.maxPriceInvalid],
    [{ min_price: 100, max_price: 50 }, 'max_price', m.priceRangeInverted],
    [{ sort: 'cheapest' }, 'sort', m.sortInvalid],
    [{ sort: 'distance' }, 'sort', m.distanceNeedsArea],
    [{ category_id: 'uffici' }, 'category_id', m.categoryInvalid],
    [{ category_id: 999_999 }, 'category_id', m.unknownCategory],
    [{ service_ids: '1,x' }, 'service_ids', m.servicesInvalid],
    [
      { service_ids: Array.from({ length: 31 }, (_, i) => i + 1).join(',') },
      'service_ids',
      m.servicesInvalid,
    ],
    [{ service_ids: '999999' }, 'service_ids', m.unknownServices],
    [{ instant: 'sì' }, 'instant', m.instantInvalid],
    [{ min_rating: '6' }, 'min_rating', m.ratingInvalid],
    [{ min_rating: '-1' }, 'min_rating', m.ratingInvalid],
  ])('%o', async (params, field, message) => {
    const response = await search(params);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: { [field]: message } });
  });

  it('a parameter given twice is refused, not read as a list', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/backend/api/property/search-from-home?bbox=${MILANO_BOX}&bbox=${MILANO_BOX}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('bbox');
  });
});

describe('the filters follow the catalogue', () => {
  it('a new price or review shows in the next search', async () => {
    expect(await names({ search_input: 'epsilon', max_price: 100 })).toEqual([]);
    await t.db
      .update(properties)
      .set({ priceCents: 9000 })
      .where(eq(properties.id, ids.epsilon ?? 0));
    expect(await names({ search_input: 'epsilon', max_price: 100 })).toEqual(['Ufficio Epsilon']);
    await rate(ids.epsilon ?? 0, 5);
    expect(await names({ search_input: 'epsilon', min_rating: 5 })).toEqual(['Ufficio Epsilon']);
  });
});
