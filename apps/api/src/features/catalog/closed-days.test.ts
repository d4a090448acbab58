import { availabilityClosedDays } from '@scrivania/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, daysFromToday } from '../../test/factories.ts';
import { createSignedInUser } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let propertyId: number;
const name = 'Studio Chiuso a Natale';

beforeAll(async () => {
  t = await createTestApp();
  propertyId = (
    await createProperty(t.db, {
      name,
      windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(60) }],
    })
  ).id;
  await t.db.insert(availabilityClosedDays).values([
    { propertyId, day: daysFromToday(10) },
    { propertyId, day: daysFromToday(11) },
  ]);
});
afterAll(() => t.close());

const check = (start: number, end: number) =>
  t.app.inject({
    method: 'GET',
    url: `/backend/api/check-availability?property_id=${propertyId}&start_date=${daysFromToday(start)}&end_date=${daysFromToday(end)}&no_of_guest=1`,
  });

const searchNames = async (start: number, end: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/backend/api/property/search-from-home?search_input=${encodeURIComponent(name)}&start_date=${daysFromToday(start)}&end_date=${daysFromToday(end)}&no_of_guest=1`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data.propertyByCityId as Array<{ property_name: string }>).map(
    (card) => card.property_name,
  );
};

describe('closed days, through the one availability rule', () => {
  it('make check-availability answer no for a range that includes one, yes around them', async () => {
    expect((await check(9, 10)).json().data.available).toBe(false);
    expect((await check(11, 11)).json().data.available).toBe(false);
    expect((await check(8, 9)).json().data.available).toBe(true);
    expect((await check(12, 14)).json().data.available).toBe(true);
  });

  it('keep the listing out of a search for those dates only', async () => {
    expect(await searchNames(9, 12)).toEqual([]);
    expect(await searchNames(12, 13)).toEqual([name]);
  });

  it('refuse a booking that includes one, and take one around them', async () => {
    const guest = await createSignedInUser(t.app);
    const store = (start: number, end: number) =>
      t.app.inject({
        method: 'POST',
        url: '/backend/api/booking/store',
        headers: guest.headers,
        payload: {
          property_id: propertyId,
          start_date: daysFromToday(start),
          end_date: daysFromToday(end),
          guests: 1,
          first_name: 'Mario',
          last_name: 'Rossi',
          email: 'mario.rossi@example.com',
          mobile_no: '3331234567',
          address: 'Via Roma 1',
          state: 'Milano',
          country: 'MI',
        },
      });
    const refused = await store(10, 12);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('La struttura non è disponibile per le date selezionate.');
    expect((await store(12, 13)).statusCode).toBe(200);
  });
});
