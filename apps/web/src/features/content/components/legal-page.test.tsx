import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { PrivacyPage, TermsPage } from './legal-page.tsx';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const legal = (description: string) => ({
  body: { success: true, data: [{ description }, { description: 'x' }] },
});
const notFound = { status: 404, body: { success: false, message: 'Risorsa non trovata.' } };

describe('legal pages', () => {
  it('shows the first item of the privacy policy under its heading', async () => {
    mockApi((path) => (path === 'privacy-policy' ? legal('Titolare del trattamento') : notFound));
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect((await screen.findByText('Titolare del trattamento')).tagName).toBe('ARTICLE');
  });

  it('shows the terms and leaves the body empty when the call fails', async () => {
    mockApi(() => notFound);
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Termini & Condizioni' })).toBeTruthy();
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(document.querySelector('article')?.textContent).toBe('');
  });
});
