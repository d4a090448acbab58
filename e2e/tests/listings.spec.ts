import { expect } from '@playwright/test';
import type {
  CategoryNameResponse,
  MenuResponse,
  PropertyListResponse,
} from '@scrivania/core/catalog/schemas';
import { apiData, COMPANY_SUFFIX, test } from '../fixtures.ts';

test.describe('property listings', () => {
  test('a category lists its properties under its title and SEO', async ({ page, request }) => {
    const menu = await apiData<MenuResponse>(request, 'menu');
    const category = menu.data[0];
    if (!category) throw new Error('no category');
    const name = await apiData<CategoryNameResponse>(request, `category-name/${category._id}`);
    const list = await apiData<PropertyListResponse>(request, `property/category-id/${category._id}`);
    await page.goto(`/category/${category._id}`);
    await expect(page).toHaveTitle(`${name.seo_data.page_title}${COMPANY_SUFFIX}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.category_title);
    for (const property of list.data) {
      await expect(page.getByRole('link', { name: property.property_name }).first()).toBeVisible();
    }
  });

  test('empty listings say so', async ({ page }) => {
    await page.goto('/Category/999999');
    await expect(page.getByText('Nessuna proprietà in questa categoria')).toBeVisible();
    await page.goto('/Cities/999999');
    await expect(page.getByText('No properties found for this city.')).toBeVisible();
  });

  test('a city lists its properties', async ({ page, request }) => {
    const cities = await apiData<{ data: { _id: number; city_title: string }[] }>(request, 'popular-cities');
    const city = cities.data[0];
    if (!city) throw new Error('no city');
    const list = await apiData<PropertyListResponse>(request, `property/city-id/${city._id}`);
    await page.goto(`/Cities/${city._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(city.city_title);
    await expect(page.locator('a[href^="/PropertyView/"]').first()).toBeVisible();
    expect(list.data.length).toBeGreaterThanOrEqual(2);
  });

  test('explore shows every property as a card with its details', async ({ page, request }) => {
    const list = await apiData<PropertyListResponse>(request, 'explore-property');
    await page.goto('/ExploreProperty');
    await expect(page.getByRole('heading', { name: 'Esplora proprietà', level: 1 })).toBeVisible();
    const first = list.data[0];
    if (!first) throw new Error('no property');
    const card = page.getByRole('article').filter({ hasText: first.property_name }).first();
    await expect(card).toContainText(first.property_type);
    await expect(card).toContainText(first.address);
    await expect(card.getByRole('img')).toHaveAttribute('alt', new RegExp(first.property_name));
    await expect(page.getByRole('article')).toHaveCount(list.data.length);
  });
});
