import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { HelpCenterViewPage } from './help-center-view-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('HelpCenterViewPage', () => {
  it('shows the article under a breadcrumb back to the help center, with the SEO of the article', async () => {
    mockApi((path) => {
      if (path === 'help-center/detail/7')
        return {
          body: {
            success: true,
            data: {
              _id: 7,
              title: 'Come pagare',
              short_desc: '',
              description: '<p>Con carta.</p>',
              photo: null,
            },
          },
        };
      if (path === 'help-center/detail-api/7')
        return {
          body: {
            success: true,
            data: { page_title: 'Pagamenti', meta_desc: 'Come pagare', keywords: 'carta' },
          },
        };
      return { status: 404, body: { success: false, message: 'Risorsa non trovata.' } };
    });
    renderWithProviders(
      <Routes>
        <Route path="/HelpCenterView/:id" element={<HelpCenterViewPage />} />
      </Routes>,
      { path: '/HelpCenterView/7' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Come pagare' })).toBeTruthy();
    expect(await screen.findByText('Con carta.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Centro assistenza' }).getAttribute('href')).toBe('/HelpCenter');
    await vi.waitFor(() => expect(document.title).toBe('Pagamenti | Scrivania'));
  });
});
