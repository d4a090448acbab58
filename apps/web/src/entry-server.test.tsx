import { HOURLY_DEFAULTS } from '@scrivania/core/catalog/hourly-schemas';
import type { PropertyDetail } from '@scrivania/core/catalog/property-schemas';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageRenderer } from './entry-server.tsx';
import { serveRenderedPage, unmountAdoptedPages } from './test/serve-rendered-page.ts';

const property: PropertyDetail = {
  _id: 7,
  property_name: 'Sala Brera',
  property_type: 'Sala riunioni',
  thumb_image: 'sala-brera.webp',
  property_image: [
    { _id: 1, property_image: 'sala-brera-1.webp', alt: null },
    { _id: 2, property_image: 'sala-brera-2.webp', alt: 'La sala vista dalla finestra' },
  ],
  address: 'Via Brera 3, Milano',
  city_name: 'Milano',
  category_name: 'Meeting Room',
  no_of_guest: 8,
  occupancy: 'exclusive',
  booking_mode: 'instant',
  cancellation_policy: 'moderata',
  closed_weekdays: [],
  property_size: 30,
  price: 120,
  price_cents: 12_000,
  price_type: 'fixed',
  price_charge_type: 'giorno',
  ...HOURLY_DEFAULTS,
  discount_check: 'no',
  discount_type: null,
  discount_percent_amount: null,
  availableDates: null,
  desc: 'Una sala luminosa <b>con</b> lavagna.\n\nA due passi dalla metro.',
  map_link: null,
  latitude: 45.4642,
  longitude: 9.19,
  page_title: 'Sala riunioni a Brera',
  meta_desc: 'Prenota la sala a giornata.',
  keywords: 'sala, Milano',
  user: { name: 'Giulia', avatar: null },
  property_service: [],
};

const answers: Record<string, unknown> = {
  'property/7': { success: true, data: property },
  'property-review/7': { success: true, data: [] },
};
const ORIGIN = 'https://www.scrivania.example';
const readApi = vi.fn(async (path: string) => answers[path] ?? null);
const renderer = createPageRenderer({
  readApi,
  hostBackofficeUrl: 'https://host.example.it',
  publicUrl: ORIGIN,
});
const render = (url: string) => renderer.render(url);

/** The head elements of a rendered page, read by the browser's parser as the served document is. */
function headOf(tags: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${tags}</head><body></body></html>`,
    'text/html',
  );
}
const attribute = (head: Document, selector: string, name: string) =>
  head.querySelector(selector)?.getAttribute(name);
function jsonLdOf(head: Document): Record<string, unknown>[] {
  const scripts = head.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return (JSON.parse(scripts[0]?.textContent ?? '') as { '@graph': Record<string, unknown>[] })['@graph'];
}

afterEach(() => {
  unmountAdoptedPages();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the server entry', () => {
  it('renders the property page from its API answers, with its head and the photo to preload', async () => {
    const page = await render('/PropertyView/7');
    if (!page) throw new Error('not rendered');
    expect(page.html).toContain('<h1');
    expect(page.html).toContain('Sala Brera');
    expect(page.html).toContain('Una sala luminosa &lt;b&gt;con&lt;/b&gt; lavagna.');
    expect(page.html).toContain('href="https://host.example.it"');
    expect(page.html).not.toContain('<link');
    expect(page.preloads).toMatch(/^<link rel="preload" as="image"[^>]*sala-brera-1/);
    expect(page.head).toMatchObject({
      title: 'Sala riunioni a Brera | Scrivania',
      description: 'Prenota la sala a giornata.',
      keywords: 'sala, Milano',
    });
    // The layout's and the reviews' answers were asked for too: each screen's own, by its API path.
    expect(readApi).toHaveBeenCalledWith('property/7');
    expect(readApi).toHaveBeenCalledWith('property-review/7');
    expect(readApi).toHaveBeenCalledWith('menu');
  });

  it("prices the space's paid services per day, as the price engine charges them", async () => {
    answers['property/70'] = {
      success: true,
      data: {
        ...property,
        _id: 70,
        property_service: [
          {
            _id: 1,
            service_id: 3,
            service: {
              service_name: 'Proiettore',
              desc: 'Proiettore HD',
              icon: null,
              price: 10,
              price_cents: 1000,
              extra_services: [],
            },
          },
        ],
      },
    };
    const page = await render('/PropertyView/70');
    // React parts adjacent texts with empty comments.
    expect(page?.html.replaceAll('<!-- -->', '')).toMatch(/Proiettore · 10,00\s€ al giorno/);
  });

  it("puts the phone's booking bar in the server's page, so it moves nothing when the app starts", async () => {
    const page = await render('/PropertyView/7');
    const served = new DOMParser().parseFromString(page?.html ?? '', 'text/html');
    const bar = served.getElementById('booking-bar');
    expect(bar?.className).toContain('h-(--booking-bar-height)');
    expect(bar?.textContent).toMatch(/^120,00\s€ \/ giornoIVA esclusa/);
    // The taxes are read only once a stay is chosen, in the browser.
    expect(readApi).not.toHaveBeenCalledWith('booking/tax');
  });

  it('names one canonical address, the cover photo for link previews, and the space as JSON-LD', async () => {
    const page = await render('/PropertyView/7');
    if (!page) throw new Error('not rendered');
    const head = headOf(page.head.tags);
    expect(head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(attribute(head, 'link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/PropertyView/7`);
    expect(attribute(head, 'meta[property="og:url"]', 'content')).toBe(`${ORIGIN}/PropertyView/7`);
    expect(attribute(head, 'meta[property="og:title"]', 'content')).toBe('Sala riunioni a Brera | Scrivania');
    expect(attribute(head, 'meta[property="og:image"]', 'content')).toBe(
      `${ORIGIN}/backend/images/sala-brera-1.webp`,
    );
    expect(attribute(head, 'meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(attribute(head, 'meta[name="twitter:image"]', 'content')).toBe(
      `${ORIGIN}/backend/images/sala-brera-1.webp`,
    );
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
    const [product, breadcrumbs] = jsonLdOf(head);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Sala Brera',
      url: `${ORIGIN}/PropertyView/7`,
      offers: { '@type': 'Offer', price: '120.00', priceCurrency: 'EUR' },
    });
    // No review, no rating: none is claimed.
    expect(product).not.toHaveProperty('aggregateRating');
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: `${ORIGIN}/` },
        { position: 2, item: `${ORIGIN}/ExploreProperty` },
        { position: 3, name: 'Sala Brera', item: `${ORIGIN}/PropertyView/7` },
      ],
    });
  });

  it("rates the space by its reviews, and keeps a host's text from ending the JSON-LD", async () => {
    const review = (id: number, stars: number) => ({
      _id: id,
      review: 'Ottima',
      star_rating: stars,
      verified: true,
      created_at: '2026-01-01',
      user: { name: 'Marco', avatar: null },
    });
    const hostile = 'Sala </script><script>alert(1)</script>';
    answers['property/8'] = { success: true, data: { ...property, _id: 8, property_name: hostile } };
    answers['property-review/8'] = { success: true, data: [review(1, 5), review(2, 4)] };
    const page = await render('/PropertyView/8');
    if (!page) throw new Error('not rendered');
    expect(page.head.tags).not.toContain('<script>alert');
    const [product] = jsonLdOf(headOf(page.head.tags));
    expect(product).toMatchObject({
      name: hostile,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('renders every spelling and query string of the property page under one address', () => {
    for (const url of ['/PropertyView/7', '/propertyview/7/', '/PROPERTYVIEW/7?utm_source=x&_=123'])
      expect(renderer.pageUrl(url)).toBe('/PropertyView/7');
    expect(renderer.pageUrl('/Login?returnUrl=%2FProfile')).toBeNull();
    expect(renderer.pageUrl('/PropertyView/7/altro')).toBeNull();
  });

  it('leaves pages behind the login, and the account forms, to the browser', async () => {
    for (const url of ['/Login?returnUrl=%2FProfile', '/Profile', '/Checkout', '/OrderHistory', '/Register'])
      await expect(render(url)).resolves.toBeNull();
  });

  it('gives the browser markup it adopts as it is, with the same answers', async () => {
    const page = await render('/PropertyView/7');
    if (!page) throw new Error('not rendered');
    const served = serveRenderedPage('/PropertyView/7', page);
    const heading = served.root.querySelector('h1');
    const { consoleError, recoverable } = await served.adopt();

    // The title is set by an effect, so it shows the adopted page is live.
    await waitFor(() => expect(document.title).toBe('Sala riunioni a Brera | Scrivania'));
    expect(served.root.querySelector('h1')).toBe(heading);
    // The browser keeps one canonical address and one JSON-LD element, as the server wrote them.
    await waitFor(() =>
      expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1),
    );
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/PropertyView\/7$/,
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
