import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { newVisitor, signInViaApi } from '../accounts.ts';
import { test } from '../fixtures.ts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const isoIn = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The coordinates the location step shows, as numbers. */
async function shownSpot(page: Page) {
  const text = await page.getByText(/^Coordinate: /).textContent();
  const [latitude, longitude] = (text ?? '').replace('Coordinate: ', '').split(', ').map(Number);
  return { latitude, longitude };
}

/** The option a select shows as chosen. */
const chosen = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator('option:checked');

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 1280;

  test.describe(`the listing wizard's location at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a host finds the address by typing, drags the pin, finds the choices saved, publishes and opens the listing', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const host = newVisitor();
      const registered = await page.request.post('/backend/api/register', {
        data: { ...host, assign_role: 'host' },
      });
      expect(registered.ok(), await registered.text()).toBe(true);
      const token = await signInViaApi(page, host.email, host.password);
      // "Studio Aurora …" keeps the listing it publishes out of the demo listings other specs count.
      const name = `Studio Aurora Brera ${host.username.slice(-8)}`;
      // A number no other journey uses: a published listing's address is a place the search finds too.
      const number = String(1000 + (Date.now() % 9000));
      const address = `Via Dante ${number}, 20121 Milano`;

      await page.goto('/host/listings/new');
      await page.getByLabel('Nome dell’annuncio').fill(name);
      await page.getByLabel('Categoria').selectOption({ label: 'Coworking' });
      await page.getByLabel('Città').selectOption({ label: 'Roma' });
      await page.getByRole('button', { name: 'Crea la bozza' }).click();
      await expect(page).toHaveURL(/\/host\/listings\/\d+\?step=location$/);
      const listingId = Number(/listings\/(\d+)/.exec(page.url())?.[1]);

      // No coordinates nor map code to type: the address box, and the city it will fill.
      await expect(page.getByLabel('Latitudine')).toHaveCount(0);
      await expect(page.getByLabel(/Mappa incorporata/)).toHaveCount(0);
      await expect(page.getByText('Cerca l’indirizzo e sceglilo dall’elenco')).toBeVisible();
      const box = page.getByRole('combobox', { name: 'Indirizzo' });
      await box.pressSequentially(`via dante ${number} mil`, { delay: 20 });
      const option = page.getByRole('option', { name: address });
      await expect(option).toBeVisible();
      await expect(page.getByText(/Modalità di prova/)).toBeVisible();
      if (phone) {
        await option.click();
      } else {
        await expect(box).toHaveAttribute('aria-expanded', 'true');
        await box.press('ArrowDown');
        await expect(option).toHaveAttribute('aria-selected', 'true');
        await box.press('Enter');
      }
      await expect(box).toHaveValue(address);
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(chosen(page, 'Città')).toHaveText('Milano');
      await expect(page.getByText('Coordinate: 45.466500, 9.184800')).toBeVisible();

      const pin = page.getByRole('button', { name: /^Segnaposto dello spazio/ });
      await expect(pin).toBeVisible();
      await pin.scrollIntoViewIfNeeded();
      const from = await pin.boundingBox();
      if (!from) throw new Error('pin not laid out');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 40, from.y + from.height / 2 + 30, { steps: 10 });
      await page.mouse.up();
      await expect(page.getByText('Coordinate: 45.466500, 9.184800')).toHaveCount(0);
      const dragged = await shownSpot(page);
      expect(dragged.latitude).toBeLessThan(45.4665);
      expect(dragged.longitude).toBeGreaterThan(9.1848);
      // The keyboard moves it too, a few metres a press.
      await pin.focus();
      await page.keyboard.press('ArrowUp');
      await expect.poll(async () => (await shownSpot(page)).latitude).toBeGreaterThan(dragged.latitude ?? 0);
      const placed = await shownSpot(page);
      const noSideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(noSideways, 'the page scrolls sideways by').toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: 'Salva e continua' }).click();
      await expect(page).toHaveURL(/step=capacity$/);

      // Back to the steps already saved: the choices are there.
      await page.getByRole('link', { name: /Posizione/ }).click();
      await expect(box).toHaveValue(address);
      await expect(chosen(page, 'Città')).toHaveText('Milano');
      expect(await shownSpot(page)).toEqual(placed);
      await page.reload();
      await page.getByRole('link', { name: /Informazioni/ }).click();
      await expect(chosen(page, 'Categoria')).toHaveText('Coworking');
      await expect(chosen(page, 'Città')).toHaveText('Milano');

      // What publishing needs besides the place, through the API the other steps use.
      const headers = { authorization: `Bearer ${token}` };
      const saved = await page.request.patch(`/backend/api/host/properties/${listingId}`, {
        headers,
        data: { price: 35, no_of_guest: 4, property_size: 30 },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      const opened = await page.request.put(`/backend/api/host/properties/${listingId}/availability`, {
        headers,
        data: { windows: [{ start_date: isoIn(1), end_date: isoIn(60) }], closed_days: [] },
      });
      expect(opened.ok(), await opened.text()).toBe(true);
      const photo = await readFile(path.join(import.meta.dirname, '../files/avatar.png'));
      const uploaded = await page.request.post(`/backend/api/host/properties/${listingId}/images`, {
        headers,
        multipart: { image: { name: 'sala.png', mimeType: 'image/png', buffer: photo } },
      });
      expect(uploaded.ok(), await uploaded.text()).toBe(true);

      await page.reload();
      await page.getByRole('button', { name: 'Pubblica' }).click();
      await expect(page.getByText('Annuncio pubblicato.')).toBeVisible();
      await page.getByRole('link', { name: 'Vedi annuncio' }).click();
      await expect(page).toHaveURL(new RegExp(`/PropertyView/${listingId}$`));
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      await expect(page.getByText(address).first()).toBeVisible();
    });
  });
}
