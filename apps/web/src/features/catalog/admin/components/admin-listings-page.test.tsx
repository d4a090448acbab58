import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../../test/render.tsx';
import { AdminListingsPage } from './admin-listings-page.tsx';

const m = messages.hostCatalog.admin;
const listing = {
  _id: 7,
  name: 'Loft Navigli',
  status: 'published',
  suspension: null,
  recommended: false,
  host: { _id: 3, name: 'Luca Ferri', email: 'luca@example.com' },
  city: 'Milano',
  category: 'Coworking',
  created_at: '2026-11-01T09:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('Catalogo › Annunci', () => {
  it('unpublishes a listing from its row and shows the server’s answer', async () => {
    let suspension: string | null = null;
    const fetchMock = mockApi((path) => {
      if (path === 'admin/listings/7/unpublish') {
        suspension = 'operator';
        return { body: { success: true, message: m.unpublished, data: { ...listing, suspension } } };
      }
      return {
        body: {
          success: true,
          message: '',
          data: { items: [{ ...listing, suspension }], page: 1, per_page: 50, has_more: false },
        },
      };
    });
    renderWithProviders(<AdminListingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: `${m.unpublish} Loft Navigli` }));
    expect(await screen.findByText(m.unpublished)).toBeTruthy();
    expect(await screen.findByRole('button', { name: `${m.republish} Loft Navigli` })).toBeTruthy();
    expect(screen.getByText(m.suspensionNames.operator)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('admin/listings/7/unpublish'))).toBe(
      true,
    );
  });
});
