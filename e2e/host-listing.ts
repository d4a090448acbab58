import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { messages } from '@scrivania/core/messages.it';
import { DEMO_HOST_EMAIL, DEMO_PASSWORD } from './accounts.ts';
import { dayFromToday } from './bookings.ts';

/*
 * Listings of a spec's own, made through the host API as the wizard's steps save them, and the ways a
 * journey looks at their days.
 */

export { dayFromToday };

const MONTHS = messages.catalog.calendar.months;
export const longDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
};

export interface ListingPlace {
  category_id: number;
  city_id: number;
}

const host = (url: string) => `/backend/api/host/${url}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The category and city of the host's first listing, for a new one beside it. */
export async function placeOfFirstListing(request: APIRequestContext, token: string): Promise<ListingPlace> {
  const headers = bearer(token);
  const own = (await (await request.get(host('properties'), { headers })).json()) as {
    data: { _id: number }[];
  };
  const model = (await (await request.get(host(`properties/${own.data[0]?._id}`), { headers })).json()) as {
    data: ListingPlace;
  };
  return { category_id: model.data.category_id, city_id: model.data.city_id };
}

/** A category of the menu and a city of the home page, for a host who has no listing yet. */
export async function anyCatalogPlace(request: APIRequestContext): Promise<ListingPlace> {
  const menu = (await (await request.get('/backend/api/menu')).json()) as { data: { _id: number }[] };
  const cities = (await (await request.get('/backend/api/popular-cities')).json()) as {
    data: { _id: number }[];
  };
  const category = menu.data[0]?._id;
  const city = cities.data[0]?._id;
  if (category === undefined || city === undefined)
    throw new Error('the demo catalogue has no category or city');
  return { category_id: category, city_id: city };
}

/**
 * A listing published through the back-office API, as the wizard's steps save it: a photo, open for
 * the next 90 days, in Bologna at 80 € a day unless `fields` says otherwise.
 */
export async function publishListing(
  request: APIRequestContext,
  token: string,
  place: ListingPlace,
  fields: { property_name: string } & Record<string, unknown>,
): Promise<number> {
  const headers = bearer(token);
  const created = await request.post(host('properties'), {
    headers,
    data: {
      ...place,
      address: 'Via Zamboni 1, Bologna',
      no_of_guest: 4,
      price: 80,
      price_type: 'fixed',
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { _id: number } }).data._id;
  const photo = await request.post(host(`properties/${id}/images`), {
    headers,
    multipart: {
      image: {
        name: 'spazio.png',
        mimeType: 'image/png',
        buffer: await readFile(path.join(import.meta.dirname, 'files/avatar.png')),
      },
    },
  });
  expect(photo.ok(), await photo.text()).toBe(true);
  const availability = await request.put(host(`properties/${id}/availability`), {
    headers,
    data: { windows: [{ start_date: dayFromToday(0), end_date: dayFromToday(90) }], closed_days: [] },
  });
  expect(availability.ok(), await availability.text()).toBe(true);
  const published = await request.post(host(`properties/${id}/publish`), { headers });
  expect(published.ok(), await published.text()).toBe(true);
  return id;
}

/** A published listing of the demo host's, open for the next 90 days, every day of the week; `fields` add to it. */
export async function openListing(
  page: Page,
  prefix = 'Studio Aurora Feriale',
  fields: Record<string, unknown> = {},
): Promise<{ id: number; name: string; token: string }> {
  const login = await page.request.post('/backend/api/login', {
    data: { email: DEMO_HOST_EMAIL, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const hostToken = ((await login.json()) as { token: string }).token;
  const token = `${Date.now().toString(36)}${process.pid}`;
  const name = `${prefix} ${token}`;
  const place = await placeOfFirstListing(page.request, hostToken);
  const id = await publishListing(page.request, hostToken, place, { property_name: name, ...fields });
  return { id, name, token };
}

/** The search page for the listing's own token over a range of days: the only listing it can find. */
export const search = (page: Page, token: string, from: number, to: number) =>
  page.goto(
    `/PropertySearch?search_input=${token}&start_date=${dayFromToday(from)}&end_date=${dayFromToday(to)}&no_of_guest=1`,
  );
