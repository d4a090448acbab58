import { expect, test } from '@playwright/test';

test.describe('routing', () => {
  test('an unknown path redirects to the home page', async ({ page }) => {
    await page.goto('/questa-pagina-non-esiste');
    await expect(page).toHaveURL(/\/$/);
  });

  test('routes match in any letter case', async ({ page }) => {
    await page.goto('/notfound');
    await expect(page.getByText('404 - Not Found')).toBeVisible();
    await page.goto('/NotFound');
    await expect(page.getByText('404 - Not Found')).toBeVisible();
  });

  test('the API and the images are served from the same origin', async ({ request }) => {
    const health = await request.get('/backend/api/health');
    expect(await health.json()).toEqual({ status: 'ok' });
    const menu = await request.get('/backend/api/menu');
    expect(menu.ok()).toBe(true);
  });
});
