import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { AboutPage } from './about-page.tsx';
import { FaqPage } from './faq-page.tsx';
import { foldForSearch, HelpCenterPage } from './help-center-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

// Calls the tests do not answer (SEO, for one) are logged by design; keep the output quiet.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FaqPage', () => {
  it('keeps one answer open at a time', async () => {
    mockApi((path) =>
      path === 'faq'
        ? {
            body: {
              success: true,
              data: [
                { _id: 1, question: 'Prima?', answer: '<p>Uno</p>' },
                { _id: 2, question: 'Seconda?', answer: '<p>Due</p>' },
              ],
            },
          }
        : { status: 404, body: { success: false, message: 'x' } },
    );
    renderWithProviders(<FaqPage />);
    const first = await screen.findByRole('button', { name: 'Prima?' });
    const second = screen.getByRole('button', { name: 'Seconda?' });
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('HelpCenterPage', () => {
  it('filters the articles by title, ignoring case and accents', async () => {
    const article = (id: number, title: string) => ({
      _id: id,
      title,
      short_desc: '',
      description: '',
      photo: null,
    });
    mockApi((path) => {
      if (path === 'help-center')
        return { body: { success: true, data: [article(1, 'Pagamenti'), article(2, 'Città')] } };
      if (path === 'help-center-heading')
        return { body: { success: true, data: { heading: 'Aiuto', sub_heading: 'Guide' } } };
      return { status: 404, body: { success: false, message: 'x' } };
    });
    renderWithProviders(<HelpCenterPage />);
    expect(await screen.findByRole('heading', { name: 'Pagamenti' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'CITTA' } });
    expect(screen.queryByRole('heading', { name: 'Pagamenti' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Città' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(screen.getByText('Nessun articolo corrisponde alla ricerca.')).toBeTruthy();
    expect(foldForSearch('Perché')).toBe('perche');
  });

  it('groups the cards under their categories in order, the rest last, and hides a group the search empties', async () => {
    const payments = { _id: 7, name: 'Pagamenti', sort_order: 2 };
    const account = { _id: 3, name: 'Il tuo account', sort_order: 1 };
    const article = (id: number, title: string, category: typeof payments | null) => ({
      _id: id,
      title,
      short_desc: '',
      description: '',
      photo: null,
      category,
    });
    mockApi((path) => {
      if (path === 'help-center')
        return {
          body: {
            success: true,
            data: [
              article(1, 'Carte accettate', payments),
              article(2, 'Domande varie', null),
              article(3, 'Cambiare password', account),
              article(4, 'Fatture', payments),
            ],
          },
        };
      if (path === 'help-center-heading')
        return { body: { success: true, data: { heading: 'Aiuto', sub_heading: 'Guide' } } };
      return { status: 404, body: { success: false, message: 'x' } };
    });
    renderWithProviders(<HelpCenterPage />);
    await screen.findByRole('heading', { name: 'Carte accettate', level: 3 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Il tuo account',
      'Pagamenti',
      'Altri articoli',
    ]);
    const paymentsGroup = screen.getByRole('region', { name: 'Pagamenti' });
    expect(Array.from(paymentsGroup.querySelectorAll('h3')).map((h) => h.textContent)).toEqual([
      'Carte accettate',
      'Fatture',
    ]);

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'fattu' } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Pagamenti']);
    expect(screen.queryByRole('heading', { name: 'Carte accettate' })).toBeNull();
  });
});

describe('AboutPage', () => {
  it("shows 'Failed to fetch data from the server.' when the answer carries the error flag", async () => {
    mockApi((path) =>
      path === 'about-us'
        ? { body: { success: true, data: { error: true } } }
        : { status: 404, body: { success: false, message: 'x' } },
    );
    renderWithProviders(<AboutPage />);
    expect((await screen.findByText('Failed to fetch data from the server.')).getAttribute('role')).toBe(
      'alert',
    );
  });

  it("shows 'An error occurred while fetching data.' when the call fails", async () => {
    mockApi(() => ({ status: 500, body: { success: false, message: 'x' } }));
    renderWithProviders(<AboutPage />);
    expect(
      await screen.findByText('An error occurred while fetching data.', {}, { timeout: 4000 }),
    ).toBeTruthy();
  });

  it('shows the four counters with a trailing plus', async () => {
    mockApi((path) =>
      path === 'about-us'
        ? {
            body: {
              success: true,
              data: {
                error: false,
                data: {
                  photo: null,
                  title: 'Noi',
                  short_desc: '',
                  year_of_exp: 12,
                  total_rented_property: 30,
                  happy_customer: 900,
                  total_listed_property: 40,
                },
              },
            },
          }
        : { status: 404, body: { success: false, message: 'x' } },
    );
    renderWithProviders(<AboutPage />);
    expect(await screen.findByText('12+')).toBeTruthy();
    for (const text of ['30+', '900+', '40+', 'Anni di esperienza', 'Camere Appartamento'])
      expect(screen.getByText(text)).toBeTruthy();
  });
});

describe('NotFoundPage', () => {
  it('sets its title and shows its texts under a breadcrumb', () => {
    renderWithProviders(<NotFoundPage />);
    expect(document.title).toBe('Non trovato | Scrivania');
    expect(screen.getByRole('navigation', { name: 'Percorso' }).textContent).toContain('Casa');
    expect(screen.getByText('404 - Not Found')).toBeTruthy();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeTruthy();
  });
});
