import { expect } from '@playwright/test';
import { watchPolicyViolations } from '../csp.ts';
import { demoProperty, test } from '../fixtures.ts';

/**
 * The pages work under the content security policy: no inline style or script, maps framed only
 * from their exact embed addresses. Each page is used, not just opened, and nothing is refused.
 */
test.describe('content security policy', () => {
  test('the policy sent allows no inline style', async ({ request }) => {
    const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
  });

  test('the home page works and reports no violation', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await page.goto('/');
    await expect(page.locator('[aria-roledescription="carousel"]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Prenota ora' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(violations()).toEqual([]);
  });

  test('the property page, rendered on the server and taken over by the app, draws its map from the configured tiles', async ({
    page,
    request,
  }) => {
    const property = await demoProperty(request);
    const violations = await watchPolicyViolations(page);
    await page.goto(`/PropertyView/${property._id}`);
    await expect(page.getByRole('heading', { level: 1, name: property.property_name })).toBeVisible();
    const map = page.getByRole('region', { name: `Posizione di ${property.property_name} sulla mappa` });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map.locator('.map-marker')).toBeVisible();
    // The server renders the availability button disabled; it is enabled once the app has taken over.
    const check = page.getByRole('button', { name: 'Verificare la disponibilità' });
    await check.scrollIntoViewIfNeeded();
    await expect(check).toBeEnabled();
    expect(violations()).toEqual([]);
  });

  test('server HTML with a style attribute shows without it', async ({ page }) => {
    await page.route('**/backend/api/privacy-policy', (route) =>
      route.fulfill({
        json: { success: true, data: [{ description: '<p style="color:red">Titolare del trattamento</p>' }] },
      }),
    );
    const violations = await watchPolicyViolations(page);
    // The server renders /Privacy from the stored text; the browser reads the answer on a visit it
    // draws itself, from a page behind no server rendering.
    await page.goto('/Login');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/Privacy$/);
    const paragraph = page.getByText('Titolare del trattamento');
    await expect(paragraph).toBeVisible();
    await expect(paragraph).not.toHaveAttribute('style');
    // The sanitiser's own parsing is the one place the browser notices the attribute (decision 017).
    expect(
      violations().filter((text) => !text.includes('purify') && !/^Applying inline style/.test(text)),
    ).toEqual([]);
  });
});
