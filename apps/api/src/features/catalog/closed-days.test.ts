import { availabilityClosedDays } from '@scrivania/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookableProperty } from '../../test/booking-fixtures.ts';
import { daysFromToday } from '../../test/factories.ts';
import { createSignedInUser } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkAvailability, searchedNames, storeBooking } from './availability-fixtures.ts';

let t: TestApp;
let propertyId: number;
const name = 'Studio Chiuso a Natale';

beforeAll(async () => {
  t = await createTestApp();
  propertyId = (await createBookableProperty(t.db, { name })).id;
  await t.db.insert(availabilityClosedDays).values([
    { propertyId, day: daysFromToday(10) },
    { propertyId, day: daysFromToday(11) },
  ]);
});
afterAll(() => t.close());

const check = (start: number, end: number) => checkAvailability(t.app, propertyId, start, end);
const searchNames = (start: number, end: number) => searchedNames(t.app, name, start, end);

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
    const store = (start: number, end: number) => storeBooking(t.app, guest.headers, propertyId, start, end);
    const refused = await store(10, 12);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('La struttura non è disponibile per le date selezionate.');
    expect((await store(12, 13)).statusCode).toBe(200);
  });
});
