import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { propertyCard } from '../../../test/property-card.ts';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { CategoryPage } from './category-page.tsx';
import { CityPage } from './city-page.tsx';
import { ExplorePropertyPage } from './explore-property-page.tsx';

// Calls the tests do not answer are logged by design; keep the output quiet.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const notFound = { status: 404, body: { success: false, message: 'Risorsa non trovata.' } };
const seo = { page_title: 'Uffici a giornata', meta_desc: 'Uffici', keywords: 'uffici' };
const emptyPage = { success: true, data: [], page: 1, per_page: 24, total: 0 };

function renderAt(path: string) {
  renderWithProviders(
    <Routes>
      <Route path="/Category/:id" element={<CategoryPage />} />
      <Route path="/Cities/:cityId" element={<CityPage />} />
    </Routes>,
    { path },
  );
}

describe('listing pages', () => {
  it('shows the category title as the heading and its SEO title', async () => {
    mockApi((path) => {
      if (path === 'category-name/1')
        return { body: { success: true, category_title: 'Day Office', seo_data: seo } };
      if (path === 'property/category-id/1') return { body: emptyPage };
      return notFound;
    });
    renderAt('/Category/1');
    expect((await screen.findByRole('heading', { level: 1, name: 'Day Office' })).textContent).toBe(
      'Day Office',
    );
    expect(screen.getByText('Nessuna proprietà in questa categoria')).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Uffici a giornata | Scrivania'));
  });

  it('answers a non-numeric category id with the empty text without calling the API', async () => {
    const fetchMock = mockApi(() => notFound);
    renderAt('/Category/abc');
    expect(await screen.findByText('Nessuna proprietà in questa categoria')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers an unknown city with the empty text even though its name call fails', async () => {
    mockApi((path) => (path === 'property/city-id/999' ? { body: emptyPage } : notFound));
    renderAt('/Cities/999');
    expect(await screen.findByText('No properties found for this city.')).toBeTruthy();
  });

  it("explore shows 'Loading...' first, then its heading and breadcrumb", async () => {
    mockApi((path) => (path === 'explore-property' ? { body: emptyPage } : notFound));
    renderWithProviders(<ExplorePropertyPage />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Esplora proprietà' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Percorso' }).textContent).toContain('Casa');
    await vi.waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  });
});

describe('a paged listing', () => {
  /** 30 cards in a category, served 24 a page as the API does; answers each address it was asked. */
  function serveCategory() {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        const path = url.pathname.replace('/backend/api/', '');
        let body: unknown = notFound.body;
        let status = 404;
        if (path === 'category-name/1') {
          [status, body] = [200, { success: true, category_title: 'Day Office', seo_data: seo }];
        } else if (path === 'property/category-id/1') {
          asked.push(url.search);
          const page = Number(url.searchParams.get('page') ?? '1');
          const cards = Array.from({ length: 30 }, (_, i) => propertyCard(i + 1, `Ufficio ${i + 1}`));
          [status, body] =
            page > 2
              ? [400, { success: false, message: 'Questa pagina non esiste: l’elenco ha 2 pagine.' }]
              : [
                  200,
                  {
                    success: true,
                    data: cards.slice((page - 1) * 24, page * 24),
                    page,
                    per_page: 24,
                    total: 30,
                  },
                ];
        }
        return new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    return asked;
  }
  const headLink = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('shows a pager of real links and follows it to page 2 without reloading, asking for that page', async () => {
    const asked = serveCategory();
    renderAt('/Category/1');
    expect(await screen.findByText('Ufficio 24')).toBeTruthy();
    expect(screen.queryByText('Ufficio 25')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Paginazione' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pagina 1' }).getAttribute('aria-current')).toBe('page');
    const next = screen.getByRole('link', { name: 'Successiva' });
    expect(next.getAttribute('href')).toBe('/Category/1?page=2');
    await vi.waitFor(() => expect(headLink('next')).toBe('http://localhost:3000/Category/1?page=2'));
    expect(headLink('prev')).toBeUndefined();

    fireEvent.click(next);
    expect(await screen.findByText('Ufficio 25')).toBeTruthy();
    expect(screen.queryByText('Ufficio 24')).toBeNull();
    expect(asked).toEqual(['', '?page=2']);
    expect(screen.getByRole('link', { name: 'Pagina 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'Successiva' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Precedente' }).getAttribute('href')).toBe('/Category/1');
    await vi.waitFor(() => expect(headLink('prev')).toBe('http://localhost:3000/Category/1'));
    expect(headLink('next')).toBeUndefined();
    expect(document.title).toBe('Uffici a giornata – Pagina 2 | Scrivania');
  });

  it('answers a page that is not one with the Italian reason and a link to the first, asking nothing', async () => {
    const asked = serveCategory();
    renderAt('/Category/1?page=abc');
    expect(
      await screen.findByText('Il numero di pagina deve essere un numero intero da 1 in su.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai alla prima pagina' }).getAttribute('href')).toBe(
      '/Category/1',
    );
    expect(asked).toEqual([]);
  });

  it("shows the API's refusal of a page past the last, kept out of the index", async () => {
    serveCategory();
    renderAt('/Category/1?page=7');
    expect(await screen.findByText('Questa pagina non esiste: l’elenco ha 2 pagine.')).toBeTruthy();
    await vi.waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex, nofollow',
      ),
    );
  });
});
