import { expect } from '@playwright/test';
import type {
  AboutResponse,
  Faq,
  HelpCenterItem,
  LegalPageResponse,
  SeoResponse,
} from '@scrivania/core/content/schemas';
import { apiData, COMPANY_SUFFIX, test } from '../fixtures.ts';

test.describe('content pages', () => {
  test('about shows its counters with a trailing plus and the explore link', async ({ page, request }) => {
    const about = await apiData<AboutResponse>(request, 'about-us');
    const seo = await apiData<SeoResponse>(request, 'seo-details/about');
    await page.goto('/About');
    await expect(page).toHaveTitle(`${seo.data.page_title}${COMPANY_SUFFIX}`);
    for (const label of [
      'Anni di esperienza',
      'Appartamenti in affitto',
      'Clienti felici',
      'Camere Appartamento',
    ]) {
      await expect(page.getByText(label)).toBeVisible();
    }
    await expect(page.getByText(`${about.data.data.year_of_exp}+`)).toBeVisible();
    await page.getByRole('link', { name: 'Esplora la proprietà' }).click();
    await expect(page).toHaveURL(/\/ExploreProperty$/);
  });

  test('the FAQ accordion keeps one answer open at a time', async ({ page, request }) => {
    const faq = await apiData<{ data: Faq[] }>(request, 'faq');
    const [first, second] = faq.data;
    if (!first || !second) throw new Error('need two FAQ');
    await page.goto('/Faq');
    const q1 = page.getByRole('button', { name: first.question });
    const q2 = page.getByRole('button', { name: second.question });
    await q1.click();
    await expect(q1).toHaveAttribute('aria-expanded', 'true');
    await q2.click();
    await expect(q2).toHaveAttribute('aria-expanded', 'true');
    await expect(q1).toHaveAttribute('aria-expanded', 'false');
  });

  test('the help center filters by title and opens an article', async ({ page, request }) => {
    const help = await apiData<{ data: HelpCenterItem[] }>(request, 'help-center');
    const [first, second] = help.data;
    if (!first || !second) throw new Error('need two articles');
    await page.goto('/HelpCenter');
    await expect(page.getByRole('heading', { name: first.title })).toBeVisible();
    await page.getByRole('searchbox').fill(second.title.slice(0, 12).toUpperCase());
    await expect(page.getByRole('heading', { name: second.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: first.title })).toHaveCount(0);
    await page
      .getByRole('link', { name: new RegExp(second.title) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/HelpCenterView/${second._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  });

  for (const [route, api, seoPage] of [
    ['/Privacy', 'privacy-policy', 'privacyPolicy'],
    ['/Terms', 'terms-and-condition', 'terms'],
  ] as const) {
    test(`${route} renders the server's HTML`, async ({ page, request }) => {
      const legal = await apiData<LegalPageResponse>(request, api);
      const seo = await apiData<SeoResponse>(request, `seo-details/${seoPage}`);
      const firstHeading = /<h2[^>]*>([^<]+)<\/h2>/.exec(legal.data[0]?.description ?? '')?.[1];
      await page.goto(route);
      await expect(page).toHaveTitle(`${seo.data.page_title}${COMPANY_SUFFIX}`);
      if (firstHeading) await expect(page.getByRole('heading', { name: firstHeading.trim() })).toBeVisible();
    });
  }

  test('become host shows its content and the business section', async ({ page, request }) => {
    const host = await apiData<{ data: { title: string; footer_heading: string } }>(
      request,
      'become-host/page-data',
    );
    await page.goto('/BecomeHost');
    await expect(page.getByRole('heading', { name: host.data.title })).toBeVisible();
    await expect(page.getByText(host.data.footer_heading)).toBeVisible();
    await expect(page.locator('main a[href="/contact"]').first()).toBeAttached();
  });

  test('not found shows its texts', async ({ page }) => {
    await page.goto('/NotFound');
    await expect(page).toHaveTitle(/Non trovato/);
    await expect(page.getByText('404 - Not Found')).toBeVisible();
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  });
});
