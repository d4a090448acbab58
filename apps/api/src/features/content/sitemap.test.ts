import { auditLog } from '@scrivania/db/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createCity,
  createHelpCenterArticle,
  createProperty,
  insertOne,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ORIGIN = 'https://www.scrivania.example';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap and robots.txt', () => {
  let t: TestApp;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const published = { updatedAt: new Date('2026-03-04T10:00:00Z') };
  let ids: {
    listing: number;
    draft: number;
    suspended: number;
    category: number;
    city: number;
    article: number;
  };

  beforeAll(async () => {
    // Five addresses per file: the small catalogue below takes several, so the index is exercised.
    t = await createTestApp({ env: { PUBLIC_URL: `${ORIGIN}/` }, config: { sitemapUrlLimit: 5 } });
    const category = await createCategory(t.db);
    const city = await createCity(t.db);
    const listing = await createProperty(t.db, { categoryId: category.id, cityId: city.id, ...published });
    const draft = await createProperty(t.db, { categoryId: category.id, cityId: city.id, status: 'draft' });
    const suspended = await createProperty(t.db, { suspension: 'operator' });
    const article = await createHelpCenterArticle(t.db);
    await insertOne(t.db, auditLog, {
      kind: 'help_article.update',
      targetType: 'help_article',
      targetId: String(article.id),
      at: new Date('2026-05-06T07:08:09Z'),
    });
    ids = {
      listing: listing.id,
      draft: draft.id,
      suspended: suspended.id,
      category: category.id,
      city: city.id,
      article: article.id,
    };
  });
  afterAll(() => t.close());
  afterEach(() => {
    t.app.config.sitemapUrlLimit = 5;
  });

  async function everyAddress() {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex');
    const parts = locs(index.body);
    expect(parts[0]).toBe(`${ORIGIN}/sitemap-1.xml`);
    const bodies = await Promise.all(parts.map((part) => get(new URL(part ?? '').pathname)));
    for (const body of bodies) expect(body.statusCode).toBe(200);
    return bodies.map((b) => b.body);
  }

  it('splits into an index of parts past the limit, and lists every public address with its last change', async () => {
    const parts = await everyAddress();
    for (const part of parts) expect(locs(part).length).toBeLessThanOrEqual(5);
    const all = parts.join('\n');
    const urls = locs(all);
    for (const path of [
      '/',
      '/About',
      '/Faq',
      '/HelpCenter',
      '/Privacy',
      '/Terms',
      '/BecomeHost',
      `/Category/${ids.category}`,
      `/Cities/${ids.city}`,
      `/HelpCenterView/${ids.article}`,
      `/PropertyView/${ids.listing}`,
    ])
      expect(urls).toContain(`${ORIGIN}${path}`);
    expect(urls).not.toContain(`${ORIGIN}/PropertyView/${ids.draft}`);
    expect(urls).not.toContain(`${ORIGIN}/PropertyView/${ids.suspended}`);
    expect(all).toContain(
      `<loc>${ORIGIN}/PropertyView/${ids.listing}</loc><lastmod>2026-03-04T10:00:00.000Z</lastmod>`,
    );
    expect(all).toContain(
      `<loc>${ORIGIN}/Category/${ids.category}</loc><lastmod>2026-03-04T10:00:00.000Z</lastmod>`,
    );
    expect(all).toContain(
      `<loc>${ORIGIN}/HelpCenterView/${ids.article}</loc><lastmod>2026-05-06T07:08:09.000Z</lastmod>`,
    );
  });

  it('is one file while it fits, and then has no parts', async () => {
    t.app.config.sitemapUrlLimit = 50_000;
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).toContain('<urlset');
    expect(locs(sitemap.body)).toContain(`${ORIGIN}/PropertyView/${ids.listing}`);
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
  });

  it('answers 404 for a part that does not exist', async () => {
    for (const url of ['/sitemap-99.xml', '/sitemap-0.xml', '/sitemap-abc.xml'])
      expect((await get(url)).statusCode).toBe(404);
  });

  it('keeps search engines out of private pages and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    for (const path of ['/host', '/admin', '/Checkout', '/Payment', '/Profile', '/Chatboat', '/checkout'])
      expect(robots.body).toContain(`Disallow: ${path}\n`);
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
