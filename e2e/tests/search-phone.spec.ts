import { expect, type Page } from '@playwright/test';
import type { SearchResponse } from '@scrivania/core/catalog/search-schemas';
import { newVisitor, registerViaApi } from '../accounts.ts';
import { dayFromToday } from '../bookings.ts';
import { apiData, holdAppScript, test } from '../fixtures.ts';

const PHONE = { width: 390, height: 844 };

/** Errors the page reports: React reports markup it could not adopt as one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The layout shifts the page has had so far, summed as CLS counts them (no input came before them). */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(shifts.reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // With no shift at all the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );

const italian = (day: string) => day.split('-').reverse().join('/');

test.describe('the search on a phone', () => {
  test.use({ viewport: PHONE });

  test('at 390 × 844 the first results are in the first screen, and Filtri opens the search and filters in a sheet', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const release = await holdAppScript(page);
    await page.goto('/PropertySearch?search_input=Milano&no_of_guest=2&instant=1');
    // The server's page already has the button with its number, and the results first.
    const filtri = page.getByRole('button', { name: 'Filtri (2 attivi)' });
    await expect(filtri).toBeDisabled();
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeInViewport();
    const title = firstCard.getByRole('heading', { level: 3 });
    const titleBox = await title.boundingBox();
    expect((titleBox?.y ?? PHONE.height) + (titleBox?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    await expect(page.getByRole('region', { name: 'Filtra i risultati' })).toBeHidden();
    await expect(page.getByLabel('Dove o cosa cerchi')).toBeHidden();
    release();

    await expect(filtri).toBeEnabled();
    // The list and map switch stays beside the button.
    await expect(page.getByRole('button', { name: 'Elenco' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Mappa' })).toBeEnabled();
    expect(await layoutShifts(page)).toBeLessThanOrEqual(0.01);

    // The sheet: a dialog named Filtri, with the search form and the filters, Tab kept inside, Escape closes.
    await filtri.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Filtri' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel('Dove o cosa cerchi')).toHaveValue('Milano');
    await expect(sheet.getByLabel('Ospiti')).toHaveValue('2');
    await expect(sheet.getByLabel('Prenotazione immediata')).toBeChecked();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(filtri).toBeFocused();

    // A price applied with Enter closes the sheet on the results, and the button counts it.
    await filtri.click();
    await sheet.getByLabel('Massimo (€)').fill('500');
    await sheet.getByLabel('Massimo (€)').press('Enter');
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/[?&]max_price=500(&|$)/);
    await expect(page.getByRole('button', { name: 'Filtri (3 attivi)' })).toBeVisible();

    // A choice applies at once behind the sheet; its button then shows the results.
    await page.getByRole('button', { name: 'Filtri (3 attivi)' }).click();
    await sheet.getByLabel('Prenotazione immediata').uncheck();
    await expect(page).not.toHaveURL(/instant=1/);
    await sheet.getByRole('button', { name: /^Mostra (\d+ risultati|1 risultato)$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtri (2 attivi)' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test('dates and guests chosen in the search reach the property page, go through the login and come back', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const [start, end] = [dayFromToday(300), dayFromToday(302)];
    const query = `search_input=Milano&start_date=${start}&end_date=${end}&no_of_guest=2`;
    const found = await apiData<SearchResponse>(request, `property/search-from-home?${query}`);
    expect(found.data.propertyByCityId.length).toBeGreaterThan(0);

    await page.goto('/');
    const hero = page.getByRole('search', { name: 'Cerca uno spazio' });
    await hero.getByLabel('Dove o cosa cerchi').fill('Milano');
    await hero.getByLabel('Dal', { exact: true }).fill(start);
    await hero.getByLabel('Al', { exact: true }).fill(end);
    await hero.getByLabel('Ospiti').selectOption('2');
    await hero.getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/PropertySearch\\?search_input=Milano&start_date=${start}&end_date=${end}&no_of_guest=2$`),
    );

    // The card leads to the property page with the stay in its address.
    const title = page.getByRole('article').first().getByRole('heading', { level: 3 });
    const name = (await title.textContent()) ?? '';
    await title.getByRole('link').click();
    const stay = `start_date=${start}&end_date=${end}&no_of_guest=2`;
    await expect(page).toHaveURL(new RegExp(`/PropertyView/(\\d+)\\?${stay}$`));
    const propertyPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByLabel('Dal', { exact: true })).toHaveValue(italian(start));
    await expect(page.getByLabel('Al', { exact: true })).toHaveValue(italian(end));
    await expect(page.getByRole('combobox', { name: 'Ospiti' })).toHaveValue('2');
    const bar = page.getByRole('region', { name: 'Prezzo e prenotazione' });
    await expect(bar.getByRole('link', { name: 'Prenota' })).toBeVisible();
    await expect(bar.getByTestId('stay-total')).toHaveText(/€/);

    // Signed out, the check sends the guest to the login, which keeps the stay in its returnUrl.
    const check = page.getByRole('button', { name: 'Verificare la disponibilità' });
    await check.click();
    await expect(page).toHaveURL(`/Login?returnUrl=${encodeURIComponent(`${propertyPath}?${stay}`)}`);
    const user = newVisitor();
    await registerViaApi(page, user);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Accedi' }).click();

    // Back on the same page, signed in, the fields filled: the check now runs.
    await expect(page).toHaveURL(`${propertyPath}?${stay}`);
    await expect(page.getByRole('heading', { name: 'Il tuo host' })).toBeVisible();
    await expect(page.getByLabel('Dal', { exact: true })).toHaveValue(italian(start));
    await expect(page.getByLabel('Al', { exact: true })).toHaveValue(italian(end));
    await expect(page.getByRole('combobox', { name: 'Ospiti' })).toHaveValue('2');
    await check.click();
    await expect(
      page.getByText(
        /^(La proprietà è disponibile per le date selezionate\.|La struttura non è disponibile per le date selezionate\.)$/,
      ),
    ).toBeVisible();
  });

  test('the property page rendered on the server already shows the stay, and is adopted without a mismatch', async ({
    page,
    request,
  }) => {
    const [start, end] = [dayFromToday(310), dayFromToday(311)];
    const found = await apiData<SearchResponse>(
      request,
      `property/search-from-home?search_input=Milano&no_of_guest=2`,
    );
    const property = found.data.propertyByCityId[0];
    if (!property) throw new Error('no property for two in Milano');
    const errors = collectErrors(page);
    const release = await holdAppScript(page);
    await page.goto(`/PropertyView/${property._id}?no_of_guest=2&start_date=${start}&end_date=${end}`);
    await expect(page.getByLabel('Dal', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Dal', { exact: true })).toHaveValue(italian(start));
    await expect(page.getByLabel('Al', { exact: true })).toHaveValue(italian(end));
    await expect(page.getByRole('combobox', { name: 'Ospiti' })).toHaveValue('2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/PropertyView/${property._id}$`),
    );
    release();
    await expect(page.getByRole('button', { name: 'Verificare la disponibilità' })).toBeEnabled();
    await expect(
      page.getByRole('region', { name: 'Prezzo e prenotazione' }).getByTestId('stay-total'),
    ).toHaveText(/€/);
    expect(errors).toEqual([]);
  });

  test('a returnUrl that leaves the site is not followed after the login', async ({ page }) => {
    const user = newVisitor();
    await registerViaApi(page, user);
    await page.goto(`/Login?returnUrl=${encodeURIComponent('/\t/example.com')}`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/Profile$/);
  });
});
