import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
      if (path === 'property/category-id/1') return { body: { success: true, data: [] } };
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
    mockApi((path) => (path === 'property/city-id/999' ? { body: { success: true, data: [] } } : notFound));
    renderAt('/Cities/999');
    expect(await screen.findByText('No properties found for this city.')).toBeTruthy();
  });

  it("explore shows 'Loading...' first, then its heading and breadcrumb", async () => {
    mockApi((path) => (path === 'explore-property' ? { body: { success: true, data: [] } } : notFound));
    renderWithProviders(<ExplorePropertyPage />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Esplora proprietà' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Percorso' }).textContent).toContain('Casa');
    await vi.waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  });
});
