import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { isoWeekday } from '@scrivania/core/catalog/weekdays';
import { messages } from '@scrivania/core/messages.it';
import { DEMO_HOST_EMAIL, DEMO_PASSWORD, hostPage } from '../accounts.ts';

/**
 * Weekly closing (issue 29, item 11): the host closes a space at weekends from the availability screen;
 * a guest's calendar on the property page offers Saturday and Sunday disabled, and a search for a
 * weekend leaves the space out while a search for working days lists it. The listing is the test's own
 * ("Studio Aurora …" keeps it out of the demo listings other specs count).
 */

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const MONTHS = messages.catalog.hostScreens.calendar.months;
const longDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
};

/** Days from today to the first Saturday at least `from` days away. */
function saturdayFrom(from: number) {
  let days = from;
  while (isoWeekday(dayFromToday(days)) !== 6) days += 1;
  return days;
}

/** A published listing of the demo host's, open for the next 90 days, every day of the week. */
async function openListing(page: Page): Promise<{ id: number; name: string; token: string }> {
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
  const name = `Studio Aurora Feriale ${token}`;
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
        buffer: await readFile(path.join(import.meta.dirname, '../files/avatar.png')),
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
const search = (page: Page, token: string, from: number, to: number) =>
  page.goto(
    `/PropertySearch?search_input=${token}&start_date=${dayFromToday(from)}&end_date=${dayFromToday(to)}&no_of_guest=1`,
  );

test('a host closes a space at weekends; a guest cannot pick Saturday or Sunday, and a weekend search leaves it out', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { id, name, token } = await openListing(page);
  const saturday = saturdayFrom(9);

  const office = await hostPage(browser);
  await office.goto(`/host/listings/${id}?step=availability`);
  const weekly = office.getByRole('group', { name: 'Chiuso ogni settimana' });
  await weekly.getByLabel('sabato').check();
  await weekly.getByLabel('domenica').check();
  await weekly.getByRole('button', { name: 'Salva i giorni di chiusura' }).click();
  await expect(office.getByRole('status')).toHaveText('Disponibilità salvata.');
  // Saved on the server: the boxes come back ticked after a reload.
  await office.reload();
  await expect(
    office.getByRole('group', { name: 'Chiuso ogni settimana' }).getByLabel('sabato'),
  ).toBeChecked();
  await office.close();

  await page.goto(`/PropertyView/${id}`);
  await expect(page.getByText('Chiuso ogni settimana: sabato, domenica.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Dal: scegli dal calendario' }).click();
  const calendar = page.getByRole('dialog', { name: 'Dal: scegli dal calendario' });
  await expect(calendar).toBeVisible();
  const saturdayIso = dayFromToday(saturday);
  const mondayIso = dayFromToday(saturday + 2);
  for (let turn = 0; turn < 2; turn++) {
    if ((await calendar.getByRole('button', { name: new RegExp(`^${longDate(saturdayIso)}`) }).count()) > 0)
      break;
    await calendar.getByRole('button', { name: 'Mese successivo' }).click();
  }
  await expect(
    calendar.getByRole('button', { name: `${longDate(saturdayIso)}: chiuso ogni settimana` }),
  ).toBeDisabled();
  await expect(
    calendar.getByRole('button', { name: `${longDate(dayFromToday(saturday + 1))}: chiuso ogni settimana` }),
  ).toBeDisabled();
  const monday = calendar.getByRole('button', { name: longDate(mondayIso), exact: true });
  await expect(monday).toBeEnabled();
  await monday.click();
  await expect(calendar).toBeHidden();
  await expect(page.getByLabel('Dal', { exact: true })).toHaveValue(mondayIso.split('-').reverse().join('/'));

  await search(page, token, saturday, saturday + 1);
  await expect(page.getByText('Nessuno spazio libero in queste date: prova con altre date.')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await search(page, token, saturday + 2, saturday + 6);
  await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
});
