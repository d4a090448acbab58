import type { PropertyDetail } from '@scrivania/core/catalog/property-schemas';
import { RENDERED_STATE_ELEMENT_ID } from '@scrivania/core/page-render';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './app/start.tsx';
import { createPageRenderer } from './entry-server.tsx';

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
  property_size: 30,
  price: 120,
  price_cents: 12_000,
  price_type: 'fixed',
  price_charge_type: 'giorno',
  discount_check: 'no',
  discount_type: null,
  discount_percent_amount: null,
  availableDates: null,
  desc: 'Una sala luminosa <b>con</b> lavagna.\n\nA due passi dalla metro.',
  map_link: null,
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
const readApi = vi.fn(async (path: string) => answers[path] ?? null);
const renderer = createPageRenderer({ readApi, hostBackofficeUrl: 'https://host.example.it' });
const render = (url: string) => renderer.render(url);

afterEach(() => {
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
    expect(page.head).toEqual({
      title: 'Sala riunioni a Brera | Scrivania',
      description: 'Prenota la sala a giornata.',
      keywords: 'sala, Milano',
    });
    // The layout's and the reviews' answers were asked for too: each screen's own, by its API path.
    expect(readApi).toHaveBeenCalledWith('property/7');
    expect(readApi).toHaveBeenCalledWith('property-review/7');
    expect(readApi).toHaveBeenCalledWith('menu');
  });

  it('renders every spelling and query string of the property page under one address', () => {
    for (const url of ['/PropertyView/7', '/propertyview/7/', '/PROPERTYVIEW/7?utm_source=x&_=123'])
      expect(renderer.pageUrl(url)).toBe('/PropertyView/7');
    expect(renderer.pageUrl('/Login?returnUrl=%2FProfile')).toBeNull();
    expect(renderer.pageUrl('/PropertyView/7/altro')).toBeNull();
  });

  it('leaves every other page to the browser', async () => {
    await expect(render('/Login?returnUrl=%2FProfile')).resolves.toBeNull();
    await expect(render('/')).resolves.toBeNull();
  });

  it('gives the browser markup it adopts as it is, with the same answers', async () => {
    const page = await render('/PropertyView/7');
    if (!page) throw new Error('not rendered');
    window.history.replaceState(null, '', '/PropertyView/7');
    document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${RENDERED_STATE_ELEMENT_ID}">${JSON.stringify(page.state)}</script>`;
    const root = document.getElementById('root');
    if (!root) throw new Error('no root');
    const heading = root.querySelector('h1');
    // The browser asks for the layout's answers the server could not read; they never come here.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    await startApp(root, { onRecoverableError: recoverable });

    // The title is set by an effect, so it shows the adopted page is live.
    await waitFor(() => expect(document.title).toBe('Sala riunioni a Brera | Scrivania'));
    expect(root.querySelector('h1')).toBe(heading);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
