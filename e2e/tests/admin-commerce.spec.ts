import { expect, type Page } from '@playwright/test';
import type { CheckAvailabilityResponse } from '@scrivania/core/catalog/property-schemas';
import type { PropertyListResponse } from '@scrivania/core/catalog/schemas';
import { DEMO_PASSWORD, newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { apiData, reachingContext, test } from '../fixtures.ts';

const isoIn = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A property free for two days from `offset` days on (this journey's own days). */
async function bookable(page: Page, offset: number) {
  const list = await apiData<PropertyListResponse>(page.request, 'explore-property');
  for (const property of list.data) {
    for (let day = offset; day < offset + 60; day += 3) {
      const query = `property_id=${property._id}&start_date=${isoIn(day)}&end_date=${isoIn(day + 1)}&no_of_guest=1`;
      const check = await apiData<CheckAvailabilityResponse>(
        page.request,
        `check-availability?${query}`,
      ).catch(() => null);
      if (check?.data.available) return { property, start: isoIn(day), end: isoIn(day + 1) };
    }
  }
  throw new Error('no bookable property');
}

test.describe('the console’s coupons and bookings', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a coupon created in the console is applied by a visitor at checkout, and the booking is found in Prenotazioni', async ({
    page,
    browser,
  }) => {
    const code = `E2E${Date.now()}`;
    // The site's login leads an operator to the console.
    await page.goto('/Login');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/coupons');
    await page.getByRole('button', { name: 'Nuovo coupon' }).click();
    await page.getByLabel('Codice').fill(code);
    await page.getByLabel('Tipo di sconto').selectOption('percentage');
    await page.getByRole('spinbutton', { name: 'Sconto' }).fill('15');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('status')).toHaveText('Coupon creato.');
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('0 / Illimitati');

    const visitorContext = await reachingContext(browser);
    const visitor = await visitorContext.newPage();
    const user = newVisitor();
    await registerViaApi(visitor, user);
    await signInViaApi(visitor, user.email, user.password);
    const { property, start, end } = await bookable(visitor, 90);
    await visitor.goto(`/PropertyView/${property._id}`);
    await visitor.getByLabel('Dal', { exact: true }).fill(start);
    await visitor.getByLabel('Al', { exact: true }).fill(end);
    await visitor.getByRole('button', { name: 'Verificare la disponibilità' }).click();
    await visitor.getByRole('button', { name: 'Prenota ora' }).click();
    await expect(visitor).toHaveURL(/\/Checkout\?/);
    const before = await visitor.getByTestId('final-total').textContent();
    await visitor.getByLabel('Codice coupon').fill(code.toLowerCase());
    await visitor.getByRole('button', { name: 'Applica' }).click();
    await expect(visitor.getByText('Codice coupon applicato con successo!')).toBeVisible();
    await expect(visitor.getByTestId('price-lines')).toContainText('Coupon');
    await expect(visitor.getByTestId('final-total')).not.toHaveText(before ?? '');
    await visitor.getByRole('textbox', { name: 'Cellulare' }).fill('3331234567');
    await visitor.getByRole('textbox', { name: 'Indirizzo' }).fill('Via Roma 1');
    await visitor.getByRole('textbox', { name: 'Città' }).fill('Milano');
    await visitor.getByRole('textbox', { name: 'Provincia' }).fill('MI');
    await visitor.getByRole('button', { name: 'Conferma e vai al pagamento' }).click();
    await expect(visitor).toHaveURL(/\/Payment\?bookingId=\d+$/);
    // The details come after the page: read the number once it is shown, not whatever is there first.
    await expect(visitor.locator('dl')).toContainText(/SCR-\d{4}-\d{6}/);
    const bookingNo = (await visitor.locator('dl').textContent())?.match(/SCR-\d{4}-\d{6}/)?.[0];
    expect(bookingNo).toBeTruthy();
    await visitorContext.close();

    await page.goto('/admin/bookings');
    await page.getByLabel('Cerca', { exact: true }).fill(bookingNo ?? '');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await page.getByRole('link', { name: `Dettagli della prenotazione ${bookingNo}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Prenotazione ${bookingNo}` })).toBeVisible();
    await expect(page.getByText(code)).toBeVisible();
    await page.goto('/admin/coupons');
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('1 / Illimitati');
  });
});
