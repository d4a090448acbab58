import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bookingPayload } from '../../test/booking-fixtures.ts';
import { daysFromToday } from '../../test/factories.ts';

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
