import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { PropertyReviews } from './property-reviews.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the write-a-review link', () => {
  it('leads to the guarded review form in server markup, where the session is not known', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PropertyReviews propertyId={7} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('href="/AddPropertyTestimonials/7"');
  });

  it('leads to /Login once the browser knows nobody is signed in', async () => {
    mockApi(() => ({ body: { data: [] } }));
    renderWithProviders(<PropertyReviews propertyId={7} />);
    const link = await screen.findByRole('link', { name: 'Scrivi una recensione' });
    expect(link.getAttribute('href')).toBe('/Login');
  });
});
