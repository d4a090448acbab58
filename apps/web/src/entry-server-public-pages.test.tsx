import type { PropertyCard } from '@scrivania/core/catalog/schemas';
import type { PageSection } from '@scrivania/core/content/schemas';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageRenderer } from './entry-server.tsx';
import { propertyCard } from './test/property-card.ts';
import { serveRenderedPage, unmountAdoptedPages } from './test/serve-rendered-page.ts';

// The public pages of decision 050, rendered by the server entry from their screens' own API answers.

const ORIGIN = 'https://www.scrivania.example';

const section = (id: number, title: string): PageSection => ({
  id,
  title,
  short_desc: null,
  photo: `section-${id}.webp`,
  heading_1: null,
  heading_2: null,
  heading_3: null,
  heading_4: null,
  heading_5: null,
  heading_6: null,
  image_1: null,
  image_2: null,
  image_3: null,
  title_1: null,
  title_2: null,
  title_3: null,
  short_desc_1: null,
  short_desc_2: null,
  short_desc_3: null,
});

const seo = { page_title: 'Uffici a giornata', meta_desc: 'I day office', keywords: 'ufficio' };
const searchAnswer = (found: PropertyCard[]) => ({
  success: true,
  data: {
    propertyByCityId: found.map((card) => ({ ...card, latitude: null, longitude: null })),
    total: found.length,
    page: 1,
    per_page: 12,
    category_counts: [{ id: 3, count: found.length }],
    relax: null,
  },
});

const answers: Record<string, unknown> = {
  faq: { success: true, data: [{ _id: 1, question: 'Come pago?', answer: '<p>Con la carta.</p>' }] },
  'seo-details/faq': {
    success: true,
    message: '',
    data: { page_title: 'Domande frequenti', meta_desc: 'Le risposte', keywords: 'faq' },
  },
  'category-name/3': { success: true, category_title: 'Day Office', seo_data: seo },
  'property/category-id/3': {
    success: true,
    data: [propertyCard(4, 'Sala Duomo'), propertyCard(9, 'Sala Navigli')],
    page: 1,
    per_page: 24,
    total: 2,
  },
  // The second of three pages of 24 (decision 073).
  'property/category-id/3?page=2': {
    success: true,
    data: [propertyCard(30, 'Sala Brera')],
    page: 2,
    per_page: 24,
    total: 60,
  },
  'property/search-from-home?no_of_guest=2&search_input=Milano': searchAnswer([
    propertyCard(4, 'Sala Duomo'),
  ]),
  'property/search-from-home?search_input=Atlantide': searchAnswer([]),
  'property/search-from-home?min_price=20&search_input=Milano&service_ids=7&sort=price_asc': searchAnswer([
    propertyCard(4, 'Sala Duomo'),
  ]),
  services: {
    success: true,
    data: [
      { _id: 3, service_name: 'Proiettore' },
      { _id: 7, service_name: 'Wi-Fi' },
    ],
  },
  'section/1': { success: true, data: section(1, 'Lavora dove vuoi') },
  'recommended-property': { success: true, data: [propertyCard(4, 'Sala Duomo')] },
};
const readApi = vi.fn(async (path: string) => answers[path] ?? null);
const renderer = createPageRenderer({
  readApi,
  hostBackofficeUrl: 'https://host.example.it',
  publicUrl: ORIGIN,
});

async function render(url: string) {
  const pageUrl = renderer.pageUrl(url);
  if (!pageUrl) throw new Error(`${url} is not rendered on the server`);
  const page = await renderer.render(pageUrl);
  if (!page) throw new Error(`${url} not rendered`);
  return page;
}

const headOf = (tags: string) =>
  new DOMParser().parseFromString(
    `<!doctype html><html><head>${tags}</head><body></body></html>`,
    'text/html',
  );
const robotsOf = (tags: string) => headOf(tags).querySelector('meta[name="robots"]')?.getAttribute('content');
function jsonLdOf(tags: string): Record<string, unknown>[] {
  const script = headOf(tags).querySelector('script[type="application/ld+json"]');
  return (JSON.parse(script?.textContent ?? '{}') as { '@graph': Record<string, unknown>[] })['@graph'];
}

afterEach(() => {
  unmountAdoptedPages();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the public pages rendered on the server', () => {
  it('are every public page, and none behind the login', () => {
    const rendered = [
      '/',
      '/About',
      '/Contact',
      '/Faq',
      '/HelpCenter',
      '/HelpCenterView/2',
      '/Privacy',
      '/Terms',
      '/BecomeHost',
      '/Category/3',
      '/Cities/1',
      '/ExploreProperty',
      '/PropertySearch',
      '/PropertyView/7',
    ];
    for (const url of rendered) expect(renderer.pageUrl(url), url).toBe(url);
    for (const url of [
      '/Login',
      '/Register',
      '/Profile',
      '/Checkout',
      '/Payment',
      '/OrderHistory',
      '/Chatboat',
    ])
      expect(renderer.pageUrl(url), url).toBeNull();
  });

  it('render the search results under the search’s own parameters, whatever else the address carries', () => {
    expect(renderer.pageUrl('/propertysearch?utm_source=x&search_input=Milano&no_of_guest=2&_=1')).toBe(
      '/PropertySearch?no_of_guest=2&search_input=Milano',
    );
  });

  it('render the search results with their count, indexed', async () => {
    const page = await render('/PropertySearch?search_input=Milano&no_of_guest=2&utm_source=x');
    expect(page.html).toContain('Sala Duomo');
    expect(page.html).toContain('1 struttura trovata');
    // The search box shows the words searched before the app runs.
    expect(/<input [^>]*name="search_input"[^>]*>/.exec(page.html)?.[0]).toContain('value="Milano"');
    expect(page.head.title).toBe('Risultati per “Milano” | Scrivania');
    expect(robotsOf(page.head.tags)).toBeUndefined();
  });

  it('render the search filters of the address, disabled until the app runs', async () => {
    const page = await render(
      '/PropertySearch?search_input=Milano&min_price=20&service_ids=7&sort=price_asc',
    );
    const doc = new DOMParser().parseFromString(page.html, 'text/html');
    const filters = doc.querySelector('section[aria-labelledby] form fieldset');
    expect(filters?.hasAttribute('disabled')).toBe(true);
    expect(doc.querySelector<HTMLInputElement>('input[name="min_price"]')?.getAttribute('value')).toBe('20');
    expect(doc.querySelector('input[name="service_ids"][value="7"]')?.hasAttribute('checked')).toBe(true);
    expect(doc.querySelector('input[name="service_ids"][value="3"]')?.hasAttribute('checked')).toBe(false);
    expect(doc.querySelector('select[name="sort"] option[selected]')?.getAttribute('value')).toBe(
      'price_asc',
    );
    expect(doc.querySelector('button[aria-expanded="false"]')?.hasAttribute('disabled')).toBe(true);
  });

  it('keep a search with no results, or no search at all, out of the index', async () => {
    for (const url of ['/PropertySearch?search_input=Atlantide', '/PropertySearch']) {
      const page = await render(url);
      expect(robotsOf(page.head.tags), url).toBe('noindex, nofollow');
    }
  });

  it('render a category with its listings and their JSON-LD', async () => {
    const page = await render('/Category/3');
    expect(page.html).toContain('Sala Navigli');
    expect(page.head.title).toBe('Uffici a giornata | Scrivania');
    expect(jsonLdOf(page.head.tags)[0]).toMatchObject({ '@type': 'ItemList', name: 'Day Office' });
    expect(headOf(page.head.tags).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/Category/3`,
    );
  });

  it('render each page of a category under its own address, with a pager of links and prev/next in the head', async () => {
    expect(renderer.pageUrl('/category/3?utm_source=x&page=2')).toBe('/Category/3?page=2');
    const page = await render('/Category/3?page=2&utm_source=x');
    expect(page.html).toContain('Sala Brera');
    expect(page.html).not.toContain('Sala Navigli');
    const pager = new DOMParser()
      .parseFromString(page.html, 'text/html')
      .querySelector('nav[aria-label="Paginazione"]');
    const links = [...(pager?.querySelectorAll('a') ?? [])].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Precedente', '/Category/3'],
      ['1', '/Category/3'],
      ['2', '/Category/3?page=2'],
      ['3', '/Category/3?page=3'],
      ['Successiva', '/Category/3?page=3'],
    ]);
    expect(pager?.querySelector('[aria-current="page"]')?.textContent).toBe('2');
    const head = headOf(page.head.tags);
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/Category/3?page=2`,
    );
    expect(head.querySelector('link[rel="prev"]')?.getAttribute('href')).toBe(`${ORIGIN}/Category/3`);
    expect(head.querySelector('link[rel="next"]')?.getAttribute('href')).toBe(`${ORIGIN}/Category/3?page=3`);
    expect(page.head.title).toBe('Uffici a giornata – Pagina 2 | Scrivania');
  });

  it('render the first page of a category without a page in its canonical address, nor prev or next', async () => {
    const head = headOf((await render('/Category/3?page=1')).head.tags);
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/Category/3`);
    expect(head.querySelector('link[rel="prev"]')).toBeNull();
    expect(head.querySelector('link[rel="next"]')).toBeNull();
  });

  it('render a category whose first photo, its largest paint, is preloaded and fetched first, the others lazily', async () => {
    const page = await render('/Category/3');
    const photos = [...page.html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatch(/loading="eager"/);
    expect(photos[0]).toMatch(/fetchPriority="high"/);
    expect(photos[1]).toMatch(/loading="lazy"/);
    expect(photos[1]).not.toMatch(/fetchPriority="high"/);
    const firstPhoto = /srcSet="([^"]+)"/.exec(photos[0] ?? '')?.[1];
    // One preload: the other photos would take the bandwidth the first one needs on a phone's network.
    expect(page.preloads).toMatch(/^<link rel="preload" as="image"[^>]*fetchPriority="high"\/>$/);
    expect(page.preloads).toContain(`imageSrcSet="${firstPhoto}"`);
  });

  it('render the FAQ with its questions, its SEO details and the FAQPage JSON-LD', async () => {
    const page = await render('/Faq');
    expect(page.html).toContain('Come pago?');
    expect(page.head).toMatchObject({ title: 'Domande frequenti | Scrivania', description: 'Le risposte' });
    expect(jsonLdOf(page.head.tags)[0]).toMatchObject({ '@type': 'FAQPage' });
  });

  it('render the home page with its hero photo to preload, the carousel it loads lazily, and its search disabled', async () => {
    const page = await render('/');
    expect(page.html).toContain('Lavora dove vuoi');
    expect(page.preloads).toMatch(/^<link rel="preload" as="image"[^>]*section-1/);
    // The carousel's code is loaded lazily: the server waited for it instead of leaving its place empty.
    expect(page.html).toContain('aria-roledescription="carousel"');
    expect(page.html).not.toContain('<!--$!-->');
    expect(page.html).toMatch(/<search aria-label="Cerca uno spazio"><form[^>]*><fieldset disabled=""/);
  });

  it('render the contact form disabled until the app runs', async () => {
    const page = await render('/Contact');
    expect(page.html).toMatch(/<form[^>]*><fieldset disabled=""/);
  });

  it('fail as a whole when an answer cannot be read, so the server sends the bare page', async () => {
    readApi.mockRejectedValueOnce(new Error('lettura fallita'));
    await expect(renderer.render('/About')).rejects.toThrow('lettura fallita');
  });

  it.each([
    ['/', 'Lavora dove vuoi'],
    ['/Faq', 'Come pago?'],
    ['/Category/3', 'Sala Navigli'],
    ['/Category/3?page=2', 'Sala Brera'],
    ['/PropertySearch?search_input=Milano&no_of_guest=2&utm_source=x', 'Sala Duomo'],
    ['/PropertySearch?search_input=Milano&min_price=20&service_ids=7&sort=price_asc', 'Wi-Fi'],
    ['/Contact', 'Contattaci'],
  ])('are adopted by the browser as they are: %s', async (url, text) => {
    const served = serveRenderedPage(url, await render(url));
    const first = served.root.querySelector('main');
    const { consoleError, recoverable } = await served.adopt();
    // Forms come alive once React has adopted the markup.
    await waitFor(() => expect(served.root.querySelector('fieldset[disabled]')).toBeNull());
    expect(served.root.querySelector('main')).toBe(first);
    expect(served.root.textContent).toContain(text);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("carry the server's copyright year, which the browser adopts whatever its own clock says", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Ten past midnight on New Year's Day in Rome, still the old year by the UTC clock.
      vi.setSystemTime(new Date('2026-12-31T23:10:00Z'));
      const served = serveRenderedPage('/Contact', await render('/Contact'));
      expect(served.root.querySelector('footer')?.textContent).toContain('© 2023–2027 Scrivania');
      vi.setSystemTime(new Date('2026-12-31T22:50:00Z'));
      const { consoleError, recoverable } = await served.adopt();
      await waitFor(() => expect(served.root.querySelector('fieldset[disabled]')).toBeNull());
      expect(served.root.querySelector('footer')?.textContent).toContain('© 2023–2027 Scrivania');
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
