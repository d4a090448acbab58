import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { messages } from '@scrivania/core/messages.it';
import { DEMO_HOST_EMAIL, DEMO_PASSWORD } from './accounts.ts';

/*
 * A listing of the spec's own, made through the host API, and the ways a journey looks at its days.
 */

export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const MONTHS = messages.catalog.hostScreens.calendar.months;
export const longDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
};

/** A published listing of the demo host's, open for the next 90 days, every day of the week. */
export async function openListing(
  page: Page,
  prefix = 'Studio Aurora Feriale',
): Promise<{ id: number; name: string; token: string }> {
  const login = await page.request.post('/backend/api/login', {
    data: { email: DEMO_HOST_EMAIL, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const host = (url: string) => `/backend/api/host/${url}`;
  const own = (await (await page.request.get(host('properties'), { headers })).json()) as {
    data: { _id: number }[];
  };
  const model = (await (
    await page.request.get(host(`properties/${own.data[0]?._id}`), { headers })
  ).json()) as {
    data: { category_id: number; city_id: number };
  };
  const token = `${Date.now().toString(36)}${process.pid}`;
  const name = `${prefix} ${token}`;
  const created = await page.request.post(host('properties'), {
    headers,
    data: {
      property_name: name,
      category_id: model.data.category_id,
      city_id: model.data.city_id,
      address: 'Via Zamboni 1, Bologna',
      no_of_guest: 4,
      price: 80,
      price_type: 'fixed',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { _id: number } }).data._id;
  const photo = await page.request.post(host(`properties/${id}/images`), {
    headers,
    multipart: {
      image: {
        name: 'studio.png',
        mimeType: 'image/png',
        buffer: await readFile(path.join(import.meta.dirname, 'files/avatar.png')),
      },
    },
  });
  expect(photo.ok(), await photo.text()).toBe(true);
  const availability = await page.request.put(host(`properties/${id}/availability`), {
    headers,
    data: { windows: [{ start_date: dayFromToday(0), end_date: dayFromToday(90) }], closed_days: [] },
  });
  expect(availability.ok(), await availability.text()).toBe(true);
  expect((await page.request.post(host(`properties/${id}/publish`), { headers })).ok()).toBe(true);
  return { id, name, token };
}

/** The search page for the listing's own token over a range of days: the only listing it can find. */
export const search = (page: Page, token: string, from: number, to: number) =>
  page.goto(
    `/PropertySearch?search_input=${token}&start_date=${dayFromToday(from)}&end_date=${dayFromToday(to)}&no_of_guest=1`,
  );
