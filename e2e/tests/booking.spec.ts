import { expect, type Page } from '@playwright/test';
import type { BookingServicesResponseSchema } from '@scrivania/core/booking/schemas';
import type { CheckAvailabilityResponse } from '@scrivania/core/catalog/property-schemas';
import type { PropertyListResponse } from '@scrivania/core/catalog/schemas';
import type { z } from 'zod';
import { formatBritishDate, formatLongDate } from '../../apps/web/src/lib/format.ts';
import { DEMO_PASSWORD, newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { apiData, test } from '../fixtures.ts';

type Services = z.infer<typeof BookingServicesResponseSchema>;

const isoIn = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};
/** A property with a paid service, free for two days `offset` days from now (each test its own days). */
async function bookableWithService(page: Page, offset: number) {
  const list = await apiData<PropertyListResponse>(page.request, 'explore-property');
  for (const property of list.data) {
    const services = await apiData<Services>(page.request, `booking/extra-service/${property._id}`);
    const service = services.data[0];
    if (!service) continue;
    for (let day = offset; day < offset + 60; day += 3) {
      const query = `property_id=${property._id}&start_date=${isoIn(day)}&end_date=${isoIn(day + 1)}&no_of_guest=1`;
      const check = await apiData<CheckAvailabilityResponse>(
        page.request,
        `check-availability?${query}`,
      ).catch(() => null);
      if (check?.data.available) return { property, service, start: isoIn(day), end: isoIn(day + 1) };
    }
  }
  throw new Error('no bookable property with a service');
}

async function signIn(page: Page) {
  const user = newVisitor();
  await registerViaApi(page, user);
  await signInViaApi(page, user.email, user.password);
  return user;
}

test.describe('booking', () => {
  test('from the property page through checkout with a service and a coupon to the payment page and the order history', async ({
    page,
  }) => {
    await signIn(page);
    const { property, service, start, end } = await bookableWithService(page, 20);

    await page.goto(`/PropertyView/${property._id}`);
    await page.getByLabel('Dal', { exact: true }).fill(start);
    await page.getByLabel('Al', { exact: true }).fill(end);
    await page.getByRole('button', { name: 'Verificare la disponibilità' }).click();
    await page.getByRole('button', { name: 'Prenota ora' }).click();
    await expect(page).toHaveURL(/\/Checkout\?/);

    await expect(page.getByRole('heading', { name: 'Riepilogo del prezzo' })).toBeVisible();
    await expect(page.getByTestId('price-lines')).toContainText('2 gg');
    await expect(page.getByTestId('price-lines')).toContainText('IVA 22 %');
    const before = await page.getByTestId('final-total').textContent();
    await page.getByRole('checkbox', { name: new RegExp(service.service.service_name) }).check();
    await expect(page.getByTestId('final-total')).not.toHaveText(before ?? '');
    await expect(page.getByTestId('price-lines')).toContainText(service.service.service_name);

    await page.getByLabel('Codice coupon').fill('SCADUTO');
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page.getByText('Questo coupon è scaduto.')).toBeVisible();
    await page.getByLabel('Codice coupon').fill('BENVENUTO10');
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page.getByText('Codice coupon applicato con successo!')).toBeVisible();
    await expect(page.getByTestId('price-lines')).toContainText('Coupon');
    const shownTotal = (await page.getByTestId('final-total').textContent()) ?? '';
    expect(shownTotal).toMatch(/^\d{1,3}(\.\d{3})*,00\s€$/);

    // Required fields the new profile does not have yet; a wrong codice fiscale is refused first.
    await page.getByRole('textbox', { name: 'Cellulare' }).fill('3331234567');
    await page.getByRole('textbox', { name: 'Indirizzo' }).fill('Via Roma 1');
    await page.getByRole('textbox', { name: 'Città' }).fill('Milano');
    await page.getByRole('textbox', { name: 'Provincia' }).fill('MI');
    await page.getByLabel('Codice fiscale o partita IVA (facoltativo)').fill('RSSMRA85T10A562T');
    await page.getByRole('button', { name: 'Conferma e vai al pagamento' }).click();
    await expect(page.getByText(/Inserisci un codice fiscale/)).toBeVisible();
    await page.getByLabel('Codice fiscale o partita IVA (facoltativo)').fill('RSSMRA85T10A562S');
    await page.getByRole('button', { name: 'Conferma e vai al pagamento' }).click();

    await expect(page).toHaveURL(/\/Payment\?bookingId=\d+$/);
    const bookingId = new URL(page.url()).searchParams.get('bookingId');
    await expect(page.getByRole('heading', { level: 1, name: 'Dettagli della prenotazione' })).toBeVisible();
    const details = page.locator('dl');
    await expect(details).toContainText(/SCR-\d{4}-\d{6}/);
    await expect(details).toContainText(property.property_name);
    await expect(details).toContainText(service.service.service_name);
    await expect(details).toContainText(formatLongDate(start));
    await expect(details).toContainText(formatLongDate(end));
    await expect(details).toContainText(shownTotal);
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Bonifico Bancario' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paga ora' })).toBeEnabled();

    await page.goto('/OrderHistory');
    await expect(page.getByRole('heading', { level: 1, name: 'Cronologia Ordini' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(property.property_name) });
    await expect(row).toContainText(formatBritishDate(start));
    await expect(row).toContainText(formatBritishDate(end));
    await expect(row).toContainText(shownTotal);
    await expect(row.getByRole('link', { name: 'Paga Ora' })).toHaveAttribute(
      'href',
      `/Payment?bookingId=${bookingId}`,
    );
  });

  test('a new user has no orders; guests are sent to the login from checkout and order history', async ({
    page,
  }) => {
    await page.goto('/OrderHistory');
    await expect(page).toHaveURL(/\/Login\?returnUrl=/);
    await page.goto('/Checkout?property_id=1&start_date=2030-01-01&end_date=2030-01-02&no_of_guest=1');
    await expect(page).toHaveURL(/\/Login\?returnUrl=%2FCheckout/);
    await signIn(page);
    await page.goto('/OrderHistory');
    await expect(page.getByText('Nessuna cronologia degli ordini trovata')).toBeVisible();
  });

  test('a host is told at the availability check and at checkout that their own listing cannot be booked', async ({
    page,
  }) => {
    await signInViaApi(page, 'host@example.com', DEMO_PASSWORD);
    // The demo host owns every demo property.
    const property = (await apiData<PropertyListResponse>(page.request, 'explore-property')).data[0];
    if (!property) throw new Error('no property');
    await page.goto(`/PropertyView/${property._id}`);
    await page.getByLabel('Dal', { exact: true }).fill(isoIn(200));
    await page.getByLabel('Al', { exact: true }).fill(isoIn(201));
    await page.getByRole('button', { name: 'Verificare la disponibilità' }).click();
    await expect(page.getByRole('alert')).toHaveText('Questa struttura è tua: non puoi prenotarla.');
    await expect(page.getByRole('button', { name: 'Prenota ora' })).toHaveCount(0);

    await page.goto(
      `/Checkout?property_id=${property._id}&start_date=${isoIn(200)}&end_date=${isoIn(201)}&no_of_guest=1`,
    );
    await expect(page.getByRole('alert')).toContainText('Questa struttura è tua: non puoi prenotarla.');
    await expect(page.getByRole('link', { name: 'Torna alla struttura' })).toHaveAttribute(
      'href',
      `/PropertyView/${property._id}`,
    );
    await expect(page.getByRole('button', { name: 'Conferma e vai al pagamento' })).toHaveCount(0);
  });

  test("someone else's booking is not shown on the payment page", async ({ page, browser }) => {
    await signIn(page);
    const { property, start, end } = await bookableWithService(page, 90);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const stored = await page.request.post('/backend/api/booking/store', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        property_id: property._id,
        start_date: start,
        end_date: end,
        guests: 1,
        first_name: 'Mario',
        last_name: 'Rossi',
        email: 'mario@example.com',
        mobile_no: '3331234567',
        address: 'Via Roma 1',
        state: 'Milano',
        country: 'MI',
      },
    });
    expect(stored.ok()).toBe(true);
    const { booking } = (await stored.json()) as { booking: { _id: number } };

    const other = await browser.newPage();
    await signIn(other);
    await other.goto(`/Payment?bookingId=${booking._id}`);
    await expect(other.getByRole('alert')).toContainText('Prenotazione non trovata');
    await expect(other.locator('dl')).toHaveCount(0);
    await other.close();
  });
});
