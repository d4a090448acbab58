import { expect, type Page } from '@playwright/test';
import type { PropertyListResponse } from '@scrivania/core/catalog/schemas';
import type { SeoResponse } from '@scrivania/core/content/schemas';
import { apiData, COMPANY_SUFFIX, test } from '../fixtures.ts';

/** Slides whose box lies inside the carousel (slides carry a gutter that overhangs by its width). */
async function visibleSlides(page: Page): Promise<number> {
  const carousel = page.locator('[aria-roledescription="carousel"]').first();
  await carousel.scrollIntoViewIfNeeded();
  const box = await carousel.boundingBox();
  if (!box) return 0;
  const slides = carousel.locator('[aria-roledescription="slide"]');
  let count = 0;
  for (const slide of await slides.all()) {
    const b = await slide.boundingBox();
    if (b && b.width > 0 && b.x >= box.x - 30 && b.x + b.width <= box.x + box.width + 30) count++;
  }
  return count;
}

test.describe('home page', () => {
  test('title and meta come from the home SEO details', async ({ page, request }) => {
    const seo = await apiData<SeoResponse>(request, 'seo-details/home');
    await page.goto('/');
    await expect(page).toHaveTitle(`${seo.data.page_title}${COMPANY_SUFFIX}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seo.data.meta_desc);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', seo.data.keywords);
  });

  test('the recommended carousel shows 3, 2 and 1 cards per view and does not loop', async ({
    page,
    request,
  }) => {
    const recommended = await apiData<PropertyListResponse>(request, 'recommended-property');
    expect(recommended.data.length).toBeGreaterThan(3);
    for (const [width, perView] of [
      [1280, 3],
      [900, 2],
      [600, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.locator('[aria-roledescription="slide"]').first()).toBeVisible();
      await expect.poll(() => visibleSlides(page)).toBe(perView);
    }
    const previous = page.getByRole('button', { name: /precedente/i }).first();
    await expect(previous).toBeDisabled();
    await expect(page.getByText(recommended.data[0]?.property_name ?? '').first()).toBeVisible();
  });

  test('the booking modal opens with three workspace cards and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Prenota ora' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Prenota Ora' })).toHaveCount(3);
    await expect(dialog.getByRole('link', { name: 'Richiedi Preventivo' })).toHaveCount(3);
    await expect(dialog.getByRole('link', { name: 'Prenota Ora' }).first()).toHaveAttribute(
      'href',
      '/category/1',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the fixed category links and the business sections lead where they should', async ({ page }) => {
    await page.goto('/');
    for (const id of [1, 2, 3]) {
      await expect(page.locator(`main a[href="/category/${id}"]`).first()).toBeAttached();
    }
    await expect(page.getByRole('link', { name: 'Contattaci Ora!' })).toHaveCount(2);
    await page.getByRole('link', { name: 'Contattaci Ora!' }).first().click();
    await expect(page).toHaveURL(/\/contact$/i);
    await expect(page.getByLabel(/nome/i).first()).toBeVisible();
  });

  test('a recommended card leads to its property page', async ({ page, request }) => {
    const recommended = await apiData<PropertyListResponse>(request, 'recommended-property');
    const first = recommended.data[0];
    if (!first) throw new Error('no recommended property');
    await page.goto('/');
    const link = page.locator(`a[href="/PropertyView/${first._id}"]`).first();
    await expect(link).toBeAttached();
  });
});
