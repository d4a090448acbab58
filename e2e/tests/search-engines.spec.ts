import { expect } from '@playwright/test';
import type { PropertyListResponse } from '@scrivania/core/catalog/schemas';
import { apiData, test } from '../fixtures.ts';

/** The JSON-LD items of a document, parsed as a search engine reads them. */
function jsonLdItems(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  return blocks.flatMap(
    ([, text]) => (JSON.parse(text ?? '') as { '@graph': Record<string, unknown>[] })['@graph'],
  );
}

test.describe('found by search engines', () => {
  test('robots.txt keeps them out of private pages and names the sitemap, which lists the listings', async ({
    page,
    baseURL,
  }) => {
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /Checkout');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await page.request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const list = await apiData<PropertyListResponse>(page.request, 'explore-property');
    const property = list.data[0];
    if (!property) throw new Error('no property');
    expect(await sitemap.text()).toMatch(
      new RegExp(`<loc>${baseURL}/PropertyView/${property._id}</loc><lastmod>[^<]+</lastmod>`),
    );
  });

  test('the served property page names one canonical address, its cover and the space as JSON-LD', async ({
    page,
    baseURL,
  }) => {
    const list = await apiData<PropertyListResponse>(page.request, 'explore-property');
    const property = list.data[0];
    if (!property) throw new Error('no property');
    const html = await (
      await page.request.get(`/propertyview/${property._id}?utm_source=news&gclid=x`)
    ).text();
    const canonical = `${baseURL}/PropertyView/${property._id}`;
    expect(html.match(/<link rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="${canonical}"`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/backend/images/[^"]+"`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    const [product, breadcrumbs] = jsonLdItems(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: property.property_name,
      offers: { '@type': 'Offer', priceCurrency: 'EUR', price: (property.price_cents / 100).toFixed(2) },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  test('the home page tells the company and its site search; an empty search is not indexed', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    const items = jsonLdItems(await page.content());
    expect(items.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);

    await page.goto('/PropertySearch?search_input=Atlantide%20sommersa');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
