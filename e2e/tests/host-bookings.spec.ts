import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import {
  DEMO_HOST_EMAIL,
  DEMO_PASSWORD,
  hostPage,
  latestMailTo,
  newVisitor,
  registerViaApi,
  signInViaApi,
} from '../accounts.ts';
import { test } from '../fixtures.ts';
import { placeOfFirstListing, publishListing } from '../host-listing.ts';

/**
 * The host's booking screens with request to book: a guest asks for a listing booked on request, the
 * host answers from the back-office, the guest pays once accepted; the list's CSV holds what it shows.
 * Each test books its own new listing, so no other test's bookings or demo listings are touched.
 */

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let listingCounter = 0;

async function hostToken(page: Page): Promise<string> {
  const response = await page.request.post('/backend/api/login', {
    data: { email: DEMO_HOST_EMAIL, password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A published listing of the demo host's, booked on request, open for the next 90 days. */
async function requestListing(page: Page): Promise<{ id: number; name: string }> {
  const token = await hostToken(page);
  listingCounter += 1;
  const name = `Sala su richiesta ${Date.now().toString(36)}${process.pid}${listingCounter}`;
  const place = await placeOfFirstListing(page.request, token);
  const id = await publishListing(page.request, token, place, {
    property_name: name,
    booking_mode: 'request',
  });
  return { id, name };
}

async function signedInGuest(page: Page) {
  const user = newVisitor();
  await registerViaApi(page, user);
  await signInViaApi(page, user.email, user.password);
  return user;
}

/** The guest asks through checkout, which says 'Richiedi prenotazione' and explains the 24 hours. */
async function requestThroughCheckout(page: Page, listingId: number, day: number): Promise<string> {
  await page.goto(
    `/Checkout?property_id=${listingId}&start_date=${dayFromToday(day)}&end_date=${dayFromToday(day)}&no_of_guest=1`,
  );
  await page.getByRole('textbox', { name: 'Cellulare' }).fill('3331234567');
  await page.getByRole('textbox', { name: 'Indirizzo' }).fill('Via Roma 1');
  await page.getByRole('textbox', { name: 'Città' }).fill('Milano');
  await page.getByRole('textbox', { name: 'Provincia' }).fill('MI');
  await expect(page.getByText("non paghi nulla finché l'host non accetta")).toBeVisible();
  await page.getByRole('button', { name: 'Richiedi prenotazione' }).click();
  const sent = page.getByRole('heading', { name: 'Richiesta inviata' });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  const text = (await page.getByText(/ha 24 ore per rispondere/).textContent()) ?? '';
  const bookingNo = /richiesta (\S+) è stata inviata/.exec(text)?.[1];
  if (!bookingNo) throw new Error(`no booking number in: ${text}`);
  return bookingNo;
}

const orderRow = (page: Page, listingName: string) =>
  page.getByRole('row').filter({ hasText: listingName }).first();

test.describe('host bookings', () => {
  // Each journey signs in a guest and a host in two browsers and walks a booking through both sides.
  test.describe.configure({ timeout: 90_000 });

  test('request to book: the guest asks, the host accepts from the dashboard, the guest pays, the host sees it paid', async ({
    page,
    browser,
  }) => {
    const listing = await requestListing(page);
    const guest = await signedInGuest(page);
    const bookingNo = await requestThroughCheckout(page, listing.id, 10);
    await page.goto('/OrderHistory');
    await expect(orderRow(page, listing.name).getByText("In attesa dell'host")).toBeVisible();
    await expect(orderRow(page, listing.name).getByRole('link', { name: 'Paga Ora' })).toHaveCount(0);

    const host = await hostPage(browser, { throughLoginScreen: true });
    const requests = host.getByRole('region', { name: 'Richieste in attesa di risposta' });
    await requests.getByRole('link', { name: new RegExp(bookingNo) }).click();
    await expect(host.getByRole('heading', { name: `Prenotazione ${bookingNo}` })).toBeVisible();
    await expect(host.getByText(/L'ospite attende la tua risposta entro il/)).toBeVisible();
    const accept = host.getByRole('button', { name: 'Accetta' });
    await accept.click();
    const dialog = host.getByRole('dialog', { name: 'Accettare la richiesta?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Accetta' }).click();
    const outcome = host.getByRole('status').filter({ hasText: 'Richiesta accettata' });
    await expect(outcome).toBeFocused();
    await expect(host.getByRole('button', { name: 'Accetta' })).toHaveCount(0);
    expect(await latestMailTo(guest.email, bookingNo)).toContain(bookingNo);

    await page.goto('/OrderHistory');
    await orderRow(page, listing.name).getByRole('link', { name: 'Paga Ora' }).click();
    await page.getByRole('radio', { name: 'Stripe' }).check();
    await page.getByLabel('Numero carta').fill('4242 4242 4242 4242');
    await page.getByLabel('Scadenza').fill('12/40');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Paga ora' }).click();
    await expect(page).toHaveURL(/\/PaymentSuccess$/);

    await host.goto(`/host/bookings?property_id=${listing.id}&status=booked`);
    const row = host.getByRole('row').filter({ hasText: bookingNo });
    await expect(row.getByText('Pagata')).toBeVisible();
    await expect(row.getByText('Carta')).toBeVisible();
  });

  test('a declined request: the host gives a reason, the dates are free again and the guest reads Rifiutata', async ({
    page,
    browser,
  }) => {
    const listing = await requestListing(page);
    const guest = await signedInGuest(page);
    const bookingNo = await requestThroughCheckout(page, listing.id, 20);

    const host = await hostPage(browser);
    await host.getByRole('link', { name: 'Prenotazioni' }).click();
    await host.getByLabel('Stato').selectOption('requested');
    await host.getByLabel('Annuncio').selectOption(String(listing.id));
    await host.getByRole('button', { name: 'Filtra' }).click();
    await expect(host).toHaveURL(
      new RegExp(`status=requested.*property_id=${listing.id}|property_id=${listing.id}.*status=requested`),
    );
    await host.getByRole('link', { name: `Apri la prenotazione ${bookingNo}` }).click();

    // The dialog keeps focus inside and gives it back to Rifiuta when cancelled.
    const decline = host.getByRole('button', { name: 'Rifiuta' });
    await decline.click();
    const dialog = host.getByRole('dialog', { name: 'Rifiutare la richiesta?' });
    await host.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(decline).toBeFocused();
    await decline.click();
    await dialog.getByLabel('Motivo (facoltativo)').fill('Sala chiusa per lavori quel giorno.');
    await dialog.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(host.getByText('Richiesta rifiutata: le date sono di nuovo libere.')).toBeVisible();
    const history = host.getByRole('region', { name: 'Cronologia dello stato' });
    await expect(history.getByText('Sala chiusa per lavori quel giorno.')).toBeVisible();
    expect(await latestMailTo(guest.email, 'Sala chiusa per lavori quel giorno.')).toContain(
      'Sala chiusa per lavori quel giorno.',
    );

    const day = dayFromToday(20);
    const check = await page.request.get(
      `/backend/api/check-availability?property_id=${listing.id}&start_date=${day}&end_date=${day}&no_of_guest=1`,
    );
    expect(((await check.json()) as { data: { available: boolean } }).data.available).toBe(true);

    await page.goto('/OrderHistory');
    await expect(orderRow(page, listing.name).getByText('Rifiutata')).toBeVisible();
    await expect(orderRow(page, listing.name).getByRole('link', { name: 'Paga Ora' })).toHaveCount(0);
  });

  test('the CSV of the filtered list holds the bookings the table shows', async ({ page, browser }) => {
    const listing = await requestListing(page);
    await signedInGuest(page);
    const first = await requestThroughCheckout(page, listing.id, 30);
    const second = await requestThroughCheckout(page, listing.id, 31);

    const host = await hostPage(browser);
    await host.goto(`/host/bookings?property_id=${listing.id}`);
    await expect(host.getByText('2 prenotazioni')).toBeVisible();
    const [download] = await Promise.all([
      host.waitForEvent('download'),
      host.getByRole('button', { name: 'Scarica CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^prenotazioni-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Numero prenotazione;Stato;Struttura');
    expect(lines).toHaveLength(3);
    for (const bookingNo of [first, second]) {
      const line = lines.find((candidate) => candidate.startsWith(bookingNo));
      expect(line).toContain("In attesa dell'host");
      expect(line).toContain(listing.name);
    }
  });
});
