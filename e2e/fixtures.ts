import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { PagedPropertyListResponse } from '@scrivania/core/catalog/schemas';
import { readableMail } from '../apps/api/src/test/mail-text.ts';

/** Mails the server under test has written to its outbox, oldest first, quoted-printable decoded. */
export async function readOutbox(): Promise<string[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set');
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir)).sort();
  const raw = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  return raw.map(readableMail);
}

/** Reads an API answer the way the browser does, to know what a screen must show. */
export async function apiData<T>(request: APIRequestContext, apiPath: string): Promise<T> {
  const response = await request.get(`/backend/api/${apiPath}`);
  expect(response.ok(), `GET ${apiPath}`).toBe(true);
  return (await response.json()) as T;
}

/** Names the back-office journeys give the listings they publish (one is booked only on request): keep new ones to these. */
const JOURNEY_LISTING = /^(Sala su richiesta|Studio Aurora) /;

/** Every published listing, in the explore list's order: it answers a page at a time, so each is read in turn. */
export async function exploreAll(request: APIRequestContext) {
  const cards: PagedPropertyListResponse['data'] = [];
  for (let page = 1; ; page++) {
    const list = await apiData<PagedPropertyListResponse>(
      request,
      `explore-property?page=${page}&per_page=48`,
    );
    cards.push(...list.data);
    if (page * list.per_page >= list.total) return cards;
  }
}

/**
 * The seeded demo properties sold by the day, as the explore list gives them, leaving out those the
 * back-office journeys publish meanwhile (the hourly meeting rooms have journeys of their own).
 */
export async function demoProperties(request: APIRequestContext) {
  return (await exploreAll(request)).filter(
    (property) => !JOURNEY_LISTING.test(property.property_name) && property.booking_unit === 'day',
  );
}

/** A demo property by its place in the explore list, as the explore page shows it. */
export async function demoProperty(request: APIRequestContext, index = 0) {
  const property = (await demoProperties(request))[index];
  if (!property) throw new Error(`no property at ${index}`);
  return property;
}

export const COMPANY_SUFFIX = ' | Scrivania';

/**
 * Holds the app's script back until the answered function is called, as a slow network would: a page
 * the server rendered stays as the server sent it until then.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
