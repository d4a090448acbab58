import { expect, type Locator, type Page } from '@playwright/test';
import type { CheckAvailabilityResponse } from '@scrivania/core/catalog/property-schemas';
import type { SearchResponse } from '@scrivania/core/catalog/search-schemas';
import { newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { dayFromToday } from '../bookings.ts';
import { apiData, test } from '../fixtures.ts';

/** Presses Tab until `target` has the focus, and checks that the focus can be seen there. */
async function tabTo(page: Page, target: Locator, presses = 120) {
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      const visible = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
        return outline || style.boxShadow !== 'none';
      });
      expect(visible, 'the focus is visible').toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

const italian = (iso: string) => iso.split('-').reverse().join('/');

/** A Milan listing booked instantly and free on one day from `from` days ahead, as search lists it. */
async function freeListingInMilan(page: Page, from: number) {
  const found = await apiData<SearchResponse>(page.request, 'property/search-from-home?search_input=Milano');
  // The first page of results, as the search page shows them.
  for (const property of found.data.propertyByCityId) {
    const detail = await apiData<{ data: { booking_mode: string } }>(
      page.request,
      `property/${property._id}`,
    );
    if (detail.data.booking_mode !== 'instant') continue;
    for (let day = from; day < from + 40; day += 2) {
      const start = dayFromToday(day);
      const check = await apiData<CheckAvailabilityResponse>(
        page.request,
        `check-availability?property_id=${property._id}&start_date=${start}&end_date=${start}&no_of_guest=1`,
      ).catch(() => null);
      if (check?.data.available) return { property, start };
    }
  }
  throw new Error('no free instant listing in Milan');
}

test('search, property, availability, checkout and payment with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const user = newVisitor();
  await registerViaApi(page, user);
  await signInViaApi(page, user.email, user.password);
  const { property, start } = await freeListingInMilan(page, 50);

  await page.goto('/');
  const search = page.getByRole('search', { name: 'Cerca uno spazio' });
  await tabTo(page, search.getByLabel('Dove o cosa cerchi'));
  await page.keyboard.type('Milano');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/PropertySearch\?/);

  await tabTo(page, page.getByRole('heading', { name: property.property_name }).getByRole('link'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/PropertyView/${property._id}$`));

  // The server's page takes the keyboard once the app runs (the form is disabled until then).
  await expect(page.getByLabel('Dal', { exact: true })).toBeEnabled();
  await tabTo(page, page.getByLabel('Dal', { exact: true }));
  await page.keyboard.type(italian(start));
  await tabTo(page, page.getByLabel('Al', { exact: true }));
  await page.keyboard.type(italian(start));
  const submit = page.getByRole('button', { name: 'Verificare la disponibilità' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'disponibile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prenota ora' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Checkout\?/);

  for (const [name, value] of [
    ['Cellulare', '3331234567'],
    ['Indirizzo', 'Via Roma 1'],
    ['Città', 'Milano'],
    ['Provincia', 'MI'],
  ] as const) {
    await tabTo(page, page.getByRole('textbox', { name }));
    await page.keyboard.press('Control+A');
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('button', { name: 'Conferma e vai al pagamento' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Payment\?bookingId=\d+$/);

  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Paga ora' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/PaymentSuccess$/);
});
