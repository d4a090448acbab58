import { expect, test } from '@playwright/test';

test.describe('search', () => {
  test('the home hero searches by city, accents and letter case ignored, and lists the matches', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Cerca uno spazio' });
    await form.getByLabel('Dove o cosa cerchi').fill('FIRENZE');
    await form.getByLabel('Ospiti').selectOption('2');
    await form.getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(/\/PropertySearch\?search_input=FIRENZE&no_of_guest=2$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    for (const card of await page.getByRole('article').all()) await expect(card).toContainText('Firenze');
    await expect(
      page.getByRole('navigation', { name: 'Categorie' }).getByRole('link').first(),
    ).toHaveAttribute('href', /\/category\/\d+$/);
  });

  test('a search with no result says so, with its two links', async ({ page }) => {
    await page.goto('/PropertySearch?search_input=zzqqxxyy');
    await expect(page.getByText('Non sono disponibili strutture per le date inserite.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    await expect(page.locator('main').getByRole('link', { name: 'Centro assistenza' })).toHaveAttribute(
      'href',
      '/HelpCenter',
    );
  });
});
