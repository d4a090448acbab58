import { expect } from '@playwright/test';
import { test } from '../fixtures.ts';

test.describe('search', () => {
  test('the home hero searches by city, accents and letter case ignored, and lists the matches', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Cerca uno spazio' });
    const words = form.getByLabel('Dove o cosa cerchi');
    // The search words are required (SPEC section 5): an empty search goes nowhere.
    await form.getByRole('button', { name: 'Cerca' }).click();
    expect(await words.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    await expect(form.getByLabel('Ospiti').locator('option')).toHaveText([
      'Nessuna preferenza',
      ...['1', '2', '3', '4', '5', '6', '7+'],
    ]);
    await words.fill('FIRENZE');
    await form.getByLabel('Ospiti').selectOption('2');
    await form.getByRole('button', { name: 'Cerca' }).click();
    await expect(page).toHaveURL(/\/PropertySearch\?search_input=FIRENZE&no_of_guest=2$/);
    // The address changes before the results replace the home page's cards: wait for the results' count.
    await expect(page.getByText(/^\d+ (struttura trovata|strutture trovate)$/)).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.filter({ hasNotText: 'Firenze' })).toHaveCount(0);
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
