import type { PropertyCard } from '@scrivania/core/catalog/schemas';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryPage } from '../features/catalog/components/category-page.tsx';
import { PropertySearchPage } from '../features/catalog/components/property-search-page.tsx';
import { FaqPage } from '../features/content/components/faq-page.tsx';
import { HomePage } from '../features/content/components/home-page.tsx';
import { propertyCard } from '../test/property-card.ts';
import { mockApi, renderWithProviders } from '../test/render.tsx';

// What search engines read in the head of the public pages the browser draws (decision 041); the
// server-rendered property page has its own check in the server entry's tests.

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

const notFound = { status: 404, body: { success: false, message: 'Risorsa non trovata.' } };
const seo = { page_title: 'Titolo', meta_desc: 'Descrizione', keywords: 'parole' };

function jsonLd(): Record<string, unknown>[] {
  const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return (JSON.parse(scripts[0]?.textContent ?? '') as { '@graph': Record<string, unknown>[] })['@graph'];
}
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('the head of public pages', () => {
  it('home: the company and the site with its search', async () => {
    mockApi((path) =>
      path === 'seo-details/home' ? { body: { success: true, message: '', data: seo } } : notFound,
    );
    renderWithProviders(<HomePage searchForm={null} recommended={null} testimonials={null} />);
    await vi.waitFor(() => expect(document.title).toBe('Titolo | Scrivania'));
    const [organization, website] = jsonLd();
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Scrivania',
      url: 'http://localhost:3000/',
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'http://localhost:3000/PropertySearch?search_input={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Titolo | Scrivania',
    );
    expect(robots()).toBeUndefined();
  });

  it('FAQ: its questions and answers', async () => {
    mockApi((path) =>
      path === 'faq'
        ? {
            body: {
              success: true,
              data: [{ _id: 1, question: 'Come pago?', answer: '<p>Con la carta.</p>' }],
            },
          }
        : notFound,
    );
    renderWithProviders(<FaqPage />);
    await screen.findByRole('button', { name: 'Come pago?' });
    await vi.waitFor(() => expect(jsonLd()[0]).toMatchObject({ '@type': 'FAQPage' }));
    expect(jsonLd()[0]).toEqual({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Come pago?',
          acceptedAnswer: { '@type': 'Answer', text: '<p>Con la carta.</p>' },
        },
      ],
    });
  });

  it('category: its listings in order, and the first photo as cover', async () => {
    mockApi((path) => {
      if (path === 'category-name/1')
        return { body: { success: true, category_title: 'Day Office', seo_data: seo } };
      if (path === 'property/category-id/1')
        return {
          body: {
            success: true,
            data: [propertyCard(4, 'Sala Duomo'), propertyCard(9, 'Sala Navigli')],
            page: 1,
            per_page: 24,
            total: 2,
          },
        };
      return notFound;
    });
    renderWithProviders(
      <Routes>
        <Route path="/Category/:id" element={<CategoryPage />} />
      </Routes>,
      { path: '/Category/1' },
    );
    await vi.waitFor(() => expect(document.title).toBe('Titolo | Scrivania'));
    await vi.waitFor(() => expect(jsonLd()[0]).toMatchObject({ numberOfItems: 2 }));
    expect(jsonLd()[0]).toMatchObject({
      '@type': 'ItemList',
      name: 'Day Office',
      itemListElement: [
        { position: 1, name: 'Sala Duomo', url: 'http://localhost:3000/PropertyView/4' },
        { position: 2, name: 'Sala Navigli', url: 'http://localhost:3000/PropertyView/9' },
      ],
    });
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      'http://localhost:3000/backend/images/ufficio-4.webp',
    );
  });

  it('search: kept out of the index when nothing is found, indexed when something is', async () => {
    const answer = (found: PropertyCard[]) => ({
      body: { success: true, data: { propertyByCityId: found, total: found.length, page: 1, per_page: 12 } },
    });
    mockApi((path) => (path.startsWith('property/search-from-home') ? answer([]) : notFound));
    const empty = renderWithProviders(<PropertySearchPage />, {
      path: '/PropertySearch?search_input=Atlantide',
    });
    await vi.waitFor(() => expect(robots()).toBe('noindex, nofollow'));
    empty.unmount();
    expect(robots()).toBeUndefined();

    mockApi((path) =>
      path.startsWith('property/search-from-home') ? answer([propertyCard(4, 'Sala Duomo')]) : notFound,
    );
    renderWithProviders(<PropertySearchPage />, { path: '/PropertySearch?search_input=Milano' });
    await screen.findByText('Sala Duomo');
    expect(robots()).toBeUndefined();
  });
});
