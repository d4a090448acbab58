import { seoMessages } from '@scrivania/core/common-messages.it';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render.tsx';
import { usePageSeo } from './seo.ts';

function AboutSeo() {
  usePageSeo('about');
  return null;
}

describe('the SEO call of a page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    ['an OK answer with success false', 200, seoMessages.apiError('Dati SEO non trovati per questa pagina.')],
    ['a failed status, even one carrying a message', 404, seoMessages.networkError],
    ['a failed status without a message', 500, seoMessages.networkError],
  ])('logs %s as the specification words it', async (_case, status, line) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(() => ({
      status,
      body: { success: false, message: status === 500 ? '' : 'Dati SEO non trovati per questa pagina.' },
    }));
    renderWithProviders(<AboutSeo />);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(line));
  });

  it('logs no answer at all as the network failing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<AboutSeo />);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(seoMessages.networkError));
  });
});
