import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createCategory,
  createCity,
  createProperty,
  daysFromToday,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const ids: Record<string, number> = {};

const search = async (params: Record<string, string | number>) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await t.app.inject({
    method: 'GET',
    url: `/backend/api/property/search-from-home?${query}`,
  });
  return response;
};
const names = async (params: Record<string, string | number>) =>
  ((await search(params)).json().data.propertyByCityId as Array<{ property_name: string }>).map(
    (p) => p.property_name,
  );

beforeAll(async () => {
  t = await createTestApp();
  const milano = await createCity(t.db, { name: 'Milano', title: 'Milano' });
  const citta = await createCity(t.db, { name: 'Città di Castello', title: 'Città di Castello' });
  const meeting = await createCategory(t.db, { name: 'Sala Riunioni', title: 'Sale riunioni' });
  const coworking = await createCategory(t.db, {
    name: 'Coworking',
    title: 'Coworking',
    occupancy: 'shared',
  });
  const window = [{ startDate: daysFromToday(0), endDate: daysFromToday(60) }];
  ids.duomo = (
    await createProperty(t.db, {
      name: 'Sala Duomo',
      cityId: milano.id,
      categoryId: meeting.id,
      noOfGuest: 10,
      windows: window,
    })
  ).id;
  ids.brera = (
    await createProperty(t.db, {
      name: 'Studio Brera',
      cityId: milano.id,
      categoryId: meeting.id,
      noOfGuest: 2,
      windows: window,
    })
  ).id;
  ids.castello = (
    await createProperty(t.db, {
      name: 'Ufficio Castello',
      address: 'Piazza Matteotti 1, Città di Castello',
      cityId: citta.id,
      categoryId: meeting.id,
      noOfGuest: 4,
      windows: window,
    })
  ).id;
  ids.hub = (
    await createProperty(t.db, {
      name: 'Hub Condiviso',
      cityId: milano.id,
      categoryId: coworking.id,
      occupancy: 'shared',
      seats: 5,
      noOfGuest: 5,
      windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(10) }],
    })
  ).id;
  await createBooking(t.db, { status: 'booked', propertyId: ids.duomo, from: 5, to: 6, guests: 2 });
  await createBooking(t.db, {
    status: 'booked',
    propertyId: ids.hub,
    from: 5,
    to: 5,
    guests: 4,
    exclusive: false,
  });
});
afterAll(() => t.close());

describe('property search', () => {
  it('matches city, category and name, accents ignored, stems and small typos tolerated', async () => {
    expect(await names({ search_input: 'milano' })).toEqual(
      expect.arrayContaining(['Sala Duomo', 'Studio Brera', 'Hub Condiviso']),
    );
    expect(await names({ search_input: 'citta' })).toEqual(['Ufficio Castello']);
    expect(await names({ search_input: 'sala riunione' })).toContain('Sala Duomo');
    expect(await names({ search_input: 'coworkin' })).toEqual(['Hub Condiviso']);
    expect(await names({ search_input: 'Milanno' })).toContain('Studio Brera');
  });

  it('keeps only spaces open and free for the dates, with seats for shared ones, and that fit the guests', async () => {
    const dates = { start_date: daysFromToday(5), end_date: daysFromToday(6) };
    expect(await names({ search_input: 'milano', ...dates })).not.toContain('Sala Duomo');
    expect(await names({ search_input: 'milano', ...dates, no_of_guest: 1 })).toContain('Hub Condiviso');
    expect(await names({ search_input: 'milano', ...dates, no_of_guest: 2 })).not.toContain('Hub Condiviso');
    expect(
      await names({ search_input: 'milano', start_date: daysFromToday(9), end_date: daysFromToday(12) }),
    ).not.toContain('Hub Condiviso');
    expect(await names({ search_input: 'milano', no_of_guest: 3 })).not.toContain('Studio Brera');
  });

  it('paginates and answers hostile input normally', async () => {
    const first = (await search({ search_input: 'milano', page: 1 })).json().data;
    expect(first).toMatchObject({ total: 3, page: 1, per_page: 12 });
    for (const input of [
      "' or 1=1 --",
      '"); drop table properties; --',
      'x'.repeat(5000),
      '   ',
      '%_\\',
      '<script>',
    ]) {
      const response = await search({ search_input: input });
      expect(response.statusCode, input.slice(0, 20)).toBe(200);
      expect(response.json().success).toBe(true);
    }
    // No text at all lists everything the filters let through.
    const everything = await t.app.inject({ method: 'GET', url: '/backend/api/property/search-from-home' });
    expect(everything.json().data.total).toBe(4);
  });
});
