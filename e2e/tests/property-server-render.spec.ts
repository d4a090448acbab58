import { expect, type Page } from '@playwright/test';
import type { PropertyListResponse } from '@scrivania/core/catalog/schemas';
import { newVisitor, registerViaApi, signInViaApi } from '../accounts.ts';
import { apiData, COMPANY_SUFFIX, holdAppScript, reachingContext, test } from '../fixtures.ts';

async function firstProperty(page: Page) {
  const list = await apiData<PropertyListResponse>(page.request, 'explore-property');
  const property = list.data[0];
  if (!property) throw new Error('no property');
  return property;
}

/** Errors the page reports: React reports markup it could not adopt as one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The map provider cannot be reached from the test machine; that is not the page's error.
    if (message.type() === 'error' && !message.text().includes('openstreetmap')) errors.push(message.text());
  });
  return errors;
}

test.describe('property page rendered on the server', () => {
  test('comes as HTML with its content and first photo, the app loading after it', async ({ page }) => {
    const property = await firstProperty(page);
    const response = await page.request.get(`/PropertyView/${property._id}`);
    const html = await response.text();
    expect(response.headers()['content-type']).toContain('text/html');
    expect(html).toContain(`>${property.property_name}</h1>`);
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/i);
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/boot-rendered-[\w-]+\.js">/);
    expect(html).toMatch(/<meta name="scrivania:app-script" content="\/assets\/index-[\w-]+\.js"/);
    expect(html).not.toContain('modulepreload');
    // The availability form needs the app: it comes disabled, so nothing is typed into it in vain.
    expect(html).toMatch(/<fieldset disabled=""/);
  });

  test('reads without JavaScript: title, photo, description and price', async ({ browser }) => {
    const context = await reachingContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    const property = await firstProperty(page);
    await page.goto(`/PropertyView/${property._id}`);
    await expect(page).toHaveTitle(new RegExp(`${COMPANY_SUFFIX.replace('|', '\\|')}$`));
    await expect(page.getByRole('heading', { level: 1, name: property.property_name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Descrizione' })).toBeVisible();
    await expect(page.getByText(/per lo spazio|a persona/).first()).toBeVisible();
    const photo = page.locator('img[fetchpriority="high"]');
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await context.close();
  });

  test('becomes live on the same markup, without errors', async ({ page }) => {
    const errors = collectErrors(page);
    const property = await firstProperty(page);
    await page.goto(`/PropertyView/${property._id}`);
    // The server's heading is tagged before the app starts; adopting the markup keeps the element.
    await page.locator('h1').evaluate((heading) => heading.setAttribute('data-server', 'yes'));
    // The map is drawn only in the browser, once the app runs and the map comes near the screen.
    const location = page.getByRole('region', { name: `Posizione di ${property.property_name} sulla mappa` });
    await location.scrollIntoViewIfNeeded();
    await expect(location.locator('.map-marker')).toBeAttached();
    await expect(page.locator('h1[data-server="yes"]')).toHaveText(property.property_name);
    const gallery = page.getByRole('region', { name: `Foto di ${property.property_name}`, exact: true });
    // Its carousel takes its engine once near the screen (decision 110).
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.getByRole('button', { name: 'Slide successiva' })).toBeEnabled();
    await gallery.getByRole('button', { name: 'Slide successiva' }).click();
    await expect(gallery.getByRole('button', { name: 'Slide precedente' })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('keeps the availability form disabled until the app runs, then it works', async ({ page }) => {
    const release = await holdAppScript(page);
    const property = await firstProperty(page);
    await page.goto(`/PropertyView/${property._id}`);
    const check = page.getByRole('button', { name: 'Verificare la disponibilità' });
    await expect(page.getByRole('heading', { level: 1, name: property.property_name })).toBeVisible();
    await expect(check).toBeDisabled();
    await expect(page.getByLabel('Dal', { exact: true })).toBeDisabled();
    release();
    await expect(check).toBeEnabled();
    await check.click();
    await expect(page).toHaveURL(new RegExp(`/Login\\?returnUrl=(%2F|/)PropertyView(%2F|/)${property._id}$`));
  });

  test('shows a signed-in visitor the host contacts the guest page leaves out', async ({ page }) => {
    const errors = collectErrors(page);
    const user = newVisitor();
    await registerViaApi(page, user);
    await signInViaApi(page, user.email, user.password);
    const property = await firstProperty(page);
    await page.goto(`/PropertyView/${property._id}`);
    await expect(page.getByRole('heading', { name: 'Il tuo host' })).toBeVisible();
    // The header the guest page came with turns into the signed-in one.
    await expect(page.getByRole('link', { name: 'Accedi', exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
