import { expect } from '@playwright/test';
import type { MenuResponse, PagedPropertyListResponse } from '@scrivania/core/catalog/schemas';
import { apiData, test } from '../fixtures.ts';

// The demo has fewer than 24 listings in a category, so the address asks for 2 a page (decision 073).
const PER_PAGE = 2;

async function pagedCategory(request: Parameters<typeof apiData>[0]) {
  const menu = await apiData<MenuResponse>(request, 'menu');
  for (const category of menu.data) {
    const path = `property/category-id/${category._id}`;
    const first = await apiData<PagedPropertyListResponse>(request, `${path}?per_page=${PER_PAGE}`);
    if (first.total > PER_PAGE) {
      const second = await apiData<PagedPropertyListResponse>(request, `${path}?page=2&per_page=${PER_PAGE}`);
      return { id: category._id, first: first.data, second: second.data };
    }
  }
  throw new Error(`no category with more than ${PER_PAGE} listings`);
}

test.describe('the pager of a category page', () => {
  test('leads to page 2 in the app, with the address, the canonical and prev/next following', async ({
    page,
    request,
    baseURL,
  }) => {
    const category = await pagedCategory(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/Category/${category.id}?per_page=${PER_PAGE}`);
    const pager = page.getByRole('navigation', { name: 'Paginazione' });
    await expect(pager).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
    const firstName = category.first[0]?.property_name ?? '';
    await expect(page.getByRole('link', { name: firstName }).first()).toBeVisible();
    // At 390 px the pager fits: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const next = pager.getByRole('link', { name: 'Successiva' });
    await expect(next).toHaveAttribute('href', `/Category/${category.id}?page=2&per_page=${PER_PAGE}`);
    await next.focus();
    await expect(next).toHaveCSS('outline-style', 'solid');
    await next.click();

    await expect(page).toHaveURL(new RegExp(`/Category/${category.id}\\?page=2&per_page=${PER_PAGE}$`));
    const secondName = category.second[0]?.property_name ?? '';
    await expect(page.getByRole('link', { name: secondName }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: firstName })).toHaveCount(0);
    await expect(pager.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    const address = `${baseURL}/Category/${category.id}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${address}?page=2&per_page=${PER_PAGE}`,
    );
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', `${address}?per_page=${PER_PAGE}`);

    await pager.getByRole('link', { name: 'Precedente' }).click();
    await expect(page.getByRole('link', { name: firstName }).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${address}?per_page=${PER_PAGE}`,
    );
    await expect(page.locator('link[rel="next"]')).toHaveAttribute(
      'href',
      `${address}?page=2&per_page=${PER_PAGE}`,
    );
  });

  test('is in the served page for search engines, page 2 with its own canonical address', async ({
    request,
    baseURL,
  }) => {
    const category = await pagedCategory(request);
    const html = await (await request.get(`/Category/${category.id}?page=2&per_page=${PER_PAGE}`)).text();
    const address = `${baseURL}/Category/${category.id}`;
    expect(html).toContain(`<link rel="canonical" href="${address}?page=2&amp;per_page=${PER_PAGE}"`);
    expect(html).toContain(`<link rel="prev" href="${address}?per_page=${PER_PAGE}"`);
    expect(html).toMatch(/<nav aria-label="Paginazione"/);
    expect(html).toContain(category.second[0]?.property_name ?? '-');
  });

  test('an address past the last page says so in Italian and links to the first', async ({
    page,
    request,
  }) => {
    const category = await pagedCategory(request);
    await page.goto(`/Category/${category.id}?page=999`);
    await expect(page.getByText(/Questa pagina non esiste/)).toBeVisible();
    await page.getByRole('link', { name: 'Vai alla prima pagina' }).click();
    await expect(page).toHaveURL(new RegExp(`/Category/${category.id}$`));
    await expect(
      page.getByRole('link', { name: category.first[0]?.property_name ?? '' }).first(),
    ).toBeVisible();
  });
});
