import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bookingPayload } from '../../test/booking-fixtures.ts';
import { daysFromToday } from '../../test/factories.ts';
import { createSignedInUser } from '../../test/sessions.ts';

/*
 * The three places the one availability rule answers, asked for one guest from `start` to `end` days
 * from today.
 */

export const checkAvailability = (app: FastifyInstance, propertyId: number, start: number, end: number) =>
  app.inject({
    method: 'GET',
    url: `/backend/api/check-availability?property_id=${propertyId}&start_date=${daysFromToday(start)}&end_date=${daysFromToday(end)}&no_of_guest=1`,
  });

/** The names of the cards a search for `name` lists. */
export async function searchedNames(app: FastifyInstance, name: string, start: number, end: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/backend/api/property/search-from-home?search_input=${encodeURIComponent(name)}&start_date=${daysFromToday(start)}&end_date=${daysFromToday(end)}&no_of_guest=1`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.propertyByCityId as Array<{ property_name: string }>).map(
    (card) => card.property_name,
  );
}

/** A signed-in guest's `booking/store`, with billing that passes every check. */
export const storeBooking = (
  app: FastifyInstance,
  headers: Record<string, string>,
  propertyId: number,
  start: number,
  end: number,
) =>
  app.inject({
    method: 'POST',
    url: '/backend/api/booking/store',
    headers,
    payload: bookingPayload(propertyId, { start_date: daysFromToday(start), end_date: daysFromToday(end) }),
  });

/**
 * The three places agree that a listing closed on days 10 and 11 from today (however it was closed)
 * is unavailable on them and available around them: its tests, for the `describe` that calls it.
 */
export function itKeepsDaysTenAndElevenClosed(
  listing: () => { app: FastifyInstance; propertyId: number; name: string },
) {
  const check = (start: number, end: number) =>
    checkAvailability(listing().app, listing().propertyId, start, end);

  it('makes check-availability answer no for a range that includes one, yes around them', async () => {
    expect((await check(9, 10)).json().data.available).toBe(false);
    expect((await check(11, 11)).json().data.available).toBe(false);
    expect((await check(8, 9)).json().data.available).toBe(true);
    expect((await check(12, 14)).json().data.available).toBe(true);
  });

  it("shows them, and only them, as unavailable in the guest's calendar", async () => {
    const { app, propertyId } = listing();
    const response = await app.inject({
      method: 'GET',
      url: `/backend/api/property/${propertyId}/unavailable-days?from=${daysFromToday(8)}&to=${daysFromToday(13)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.days).toEqual([daysFromToday(10), daysFromToday(11)]);
  });

  it('keeps the listing out of a search for those dates only', async () => {
    const { app, name } = listing();
    expect(await searchedNames(app, name, 9, 12)).toEqual([]);
    expect(await searchedNames(app, name, 12, 13)).toEqual([name]);
  });

  it('refuses a booking that includes one, and takes one around them', async () => {
    const { app, propertyId } = listing();
    const guest = await createSignedInUser(app);
    const refused = await storeBooking(app, guest.headers, propertyId, 10, 12);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('La struttura non è disponibile per le date selezionate.');
    expect((await storeBooking(app, guest.headers, propertyId, 12, 13)).statusCode).toBe(200);
  });
}
