import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../test/render.tsx';
import { ContactPage } from './content-screens.tsx';

const notFound = { status: 404, body: { success: false, message: 'Risorsa non trovata.' } };
const pageData = {
  image: null,
  title: 'Parliamone',
  content: '<p>Siamo qui per aiutarti.</p>',
  headings: [{ image: null, text: 'Assistenza in italiano' }],
  extra_content: null,
  extra_content_2: null,
  phone: '+39 02 1234 5678',
  support_email: 'aiuto@example.com',
};
const seo_data = { page_title: '', meta_desc: '', keywords: '' };
const menu = [
  { _id: 1, category_name: 'Ufficio a giornata', category_title: '', hidden_from_menu: false, seo_data },
  { _id: 2, category_name: 'Coworking', category_title: '', hidden_from_menu: false, seo_data },
];

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContactPage', () => {
  it('shows the information blocks, the phone as a tel: link and the category links', async () => {
    mockApi((path) => {
      if (path === 'contact-us/page-data') return { body: { success: true, data: pageData } };
      if (path === 'menu') return { body: { success: true, message: '', data: menu } };
      return notFound;
    });
    renderWithProviders(<ContactPage />);
    expect(await screen.findByRole('heading', { name: 'Parliamone' })).toBeTruthy();
    expect(screen.getByText('Assistenza in italiano')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+39 02 1234 5678' }).getAttribute('href')).toBe(
      'tel:+390212345678',
    );
    expect(screen.getByRole('button', { name: 'Invia' })).toBeTruthy();
    // Names from the menu call where it has them, the fixed labels otherwise.
    const dayOffice = await screen.findByRole('link', { name: 'Ufficio a giornata' });
    expect(dayOffice.getAttribute('href')).toBe('/category/1');
    expect(screen.getByRole('link', { name: 'Sala Riunioni' }).getAttribute('href')).toBe('/category/3');
  });

  it("says 'Failed to load page content. Please refresh the page.' when the page data fails", async () => {
    mockApi(() => notFound);
    renderWithProviders(<ContactPage />);
    expect(
      (await screen.findByText('Failed to load page content. Please refresh the page.')).getAttribute('role'),
    ).toBe('alert');
    expect(screen.getByRole('button', { name: 'Invia' })).toBeTruthy();
  });
});
