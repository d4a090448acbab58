import { expect } from '@playwright/test';
import type { MenuResponse } from '@scrivania/core/catalog/schemas';
import { apiData, test } from '../fixtures.ts';

test.describe('shared header, footer and call-to-action band', () => {
  test('the menu lists the categories except Luxury Work Space, with the logged-out links', async ({
    page,
    request,
  }) => {
    const before = await apiData<MenuResponse>(request, 'menu');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: /principale/i });
    await expect(nav.getByRole('link', { name: 'Day Office', exact: true })).toBeVisible();
    await expect(nav.getByText('Loading...')).toHaveCount(0);
    const after = await apiData<MenuResponse>(request, 'menu');
    // The console's journey adds and hides categories while this runs: a category that changed while
    // the page loaded may show either way, so only the ones alike in both answers are checked.
    const sameIn = (category: MenuResponse['data'][number]) =>
      before.data.some(
        (earlier) =>
          earlier._id === category._id &&
          earlier.category_name === category.category_name &&
          earlier.hidden_from_menu === category.hidden_from_menu,
      );
    const steady = after.data.filter(sameIn);
    expect(steady).toContainEqual(
      expect.objectContaining({ category_name: 'Luxury Work Space', hidden_from_menu: true }),
    );
    for (const category of steady) {
      const link = nav.getByRole('link', { name: category.category_name, exact: true });
      if (category.hidden_from_menu) await expect(link).toHaveCount(0);
      else await expect(link).toHaveAttribute('href', `/category/${category._id}`);
    }
    await expect(page.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/Login');
    const hostAccess = page.getByRole('link', { name: 'Accesso Host' });
    await expect(hostAccess).toHaveAttribute('target', '_blank');
    await expect(hostAccess).toHaveAttribute('href', '/host');
    await expect(nav.getByRole('link', { name: 'Diventa Host' })).toHaveAttribute('href', '/BecomeHost');
    await expect(nav.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contact');
  });

  test('the footer shows its links, social links and the 2023 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Chi siamo', '/About'],
      ['Centro assistenza', '/HelpCenter'],
      ['Contattaci', '/Contact'],
      ['FAQ', '/Faq'],
      ['Privacy Policy', '/Privacy'],
      ['Termini & Condizioni', '/Terms'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href as string);
    }
    await expect(footer).toContainText('© 2023');
    await expect(footer.locator('a[href*="facebook"]')).toHaveCount(1);
    await expect(footer).not.toContainText('Loading...');
  });

  test('the mobile menu opens and closes with its toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Contattaci' }).first()).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test("the band's button leads to the help center, where it becomes a mail link", async ({ page }) => {
    await page.goto('/About');
    await page.getByRole('link', { name: 'Scopri di +' }).click();
    await expect(page).toHaveURL(/\/HelpCenter$/);
    const mail = page.getByRole('link', { name: 'Contattaci!' });
    await expect(mail).toHaveAttribute('href', /^mailto:.+@.+/);
    await expect(page.getByRole('link', { name: 'Scopri di +' })).toHaveCount(0);
  });
});
