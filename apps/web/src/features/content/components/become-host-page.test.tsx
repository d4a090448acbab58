import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { BecomeHostPage } from './become-host-page.tsx';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const notFound = { status: 404, body: { success: false, message: 'Risorsa non trovata.' } };

describe('BecomeHostPage', () => {
  it('shows the intro and footer content, section 4 and a link to /contact', async () => {
    mockApi((path) => {
      if (path === 'become-host/page-data')
        return {
          body: {
            success: true,
            data: {
              title: 'Affitta il tuo spazio',
              sub_title: 'Guadagna con Scrivania',
              content: '<p>Pubblica il tuo ufficio.</p>',
              footer_heading: 'Pronto a iniziare?',
              footer_content: '<p>Bastano pochi minuti.</p>',
            },
          },
        };
      if (path === 'section/4')
        return {
          body: { success: true, data: { id: 4, title: 'Per le aziende', short_desc: '<p>Spazi</p>' } },
        };
      return notFound;
    });
    renderWithProviders(<BecomeHostPage registerForm={<p>Modulo</p>} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Affitta il tuo spazio' })).toBeTruthy();
    expect(screen.getByText('Guadagna con Scrivania')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Pronto a iniziare?' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Per le aziende' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hai domande? Contattaci' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Registrati come host' })).toBeTruthy();
  });

  it('keeps its heading and the contact link when the content fails to load', async () => {
    mockApi(() => notFound);
    renderWithProviders(<BecomeHostPage registerForm={<p>Modulo</p>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Diventa host' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hai domande? Contattaci' })).toBeTruthy();
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
  });
});
