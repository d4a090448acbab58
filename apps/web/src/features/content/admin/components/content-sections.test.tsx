import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../../test/render.tsx';
import { HelpArticlesSection } from './help-articles-section.tsx';
import { HelpCategoriesSection } from './help-categories-section.tsx';
import { PagesSection } from './pages-section.tsx';
import { SeoSection } from './seo-section.tsx';

const m = messages.content.admin;
type Answer = { status?: number; body: unknown };
const ok = (data: unknown) => ({ body: { success: true, message: 'ok', data } });
const pageOf = (items: unknown[]) => ok({ items, page: 1, per_page: 50, has_more: false });

/** The requests a screen sent with a body (its changes), as method, path and parsed body. */
const changes = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([input, init]) => ({
      method: init?.method,
      path: new URL(String(input), 'http://localhost').pathname.replace('/backend/api/', ''),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }));

afterEach(() => vi.unstubAllGlobals());

describe('the Pagine section', () => {
  const about = {
    photo: null,
    title: 'Chi siamo',
    short_desc: '<p>Spazi di lavoro.</p>',
    year_of_exp: 12,
    total_rented_property: 30,
    happy_customer: 900,
    total_listed_property: 40,
  };

  it('loads the chosen page into its fields and saves only through PATCH of that page', async () => {
    const fetchMock = mockApi(
      (path): Answer =>
        path === 'admin/pages/about' ? ok({ key: 'about', values: about }) : ok({ key: path, values: null }),
    );
    renderWithProviders(<PagesSection />);
    const title = (await screen.findByLabelText(m.fields.title, {}, { timeout: 5000 })) as HTMLInputElement;
    expect(title.value).toBe('Chi siamo');
    expect((screen.getByLabelText(m.fields.year_of_exp) as HTMLInputElement).value).toBe('12');
    fireEvent.change(title, { target: { value: 'Chi siamo davvero' } });
    fireEvent.click(screen.getByRole('button', { name: m.ui.save }));
    expect(await screen.findByText(m.ui.saved)).toBeTruthy();
    expect(changes(fetchMock)).toEqual([
      {
        method: 'PATCH',
        path: 'admin/pages/about',
        body: expect.objectContaining({ title: 'Chi siamo davvero', year_of_exp: 12 }),
      },
    ]);
  });

  it('says a page never written must be complete, and refuses a social link that is not an address', async () => {
    const fetchMock = mockApi((path): Answer => ok({ key: path, values: null }));
    renderWithProviders(<PagesSection />);
    fireEvent.change(await screen.findByLabelText(m.ui.pageKey), { target: { value: 'footer' } });
    expect(await screen.findByText(m.ui.newPageHint)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(m.fields.company_desc), { target: { value: 'Scrivania' } });
    fireEvent.change(screen.getByLabelText(m.fields.facebook_link), { target: { value: 'facebook' } });
    fireEvent.click(screen.getByRole('button', { name: m.ui.save }));
    expect(await screen.findByText(m.linkInvalid)).toBeTruthy();
    expect(changes(fetchMock)).toEqual([]);
  });

  it('puts the server’s refusal of a field under that field', async () => {
    const fetchMock = mockApi(() => ok({ key: 'about', values: about }));
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PATCH'
        ? new Response(JSON.stringify({ success: false, message: m.tooLong, errors: { title: m.tooLong } }), {
            status: 400,
          })
        : new Response(
            JSON.stringify({ success: true, message: 'ok', data: { key: 'about', values: about } }),
          ),
    );
    renderWithProviders(<PagesSection />);
    fireEvent.click(await screen.findByRole('button', { name: m.ui.save }));
    const title = screen.getByLabelText(m.fields.title);
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
  });
});

describe('the SEO section', () => {
  const seo = [
    { page: 'home', page_title: 'Scrivania', meta_desc: 'Spazi di lavoro.', keywords: 'coworking' },
    { page: 'faq', page_title: 'FAQ', meta_desc: 'Domande frequenti.', keywords: 'faq' },
  ];

  it('shows the chosen page’s texts and saves them through PATCH of that page', async () => {
    const fetchMock = mockApi((): Answer => pageOf(seo));
    renderWithProviders(<SeoSection />);
    const home = (await screen.findByLabelText(
      m.fields.page_title,
      {},
      { timeout: 5000 },
    )) as HTMLInputElement;
    expect(home.value).toBe('Scrivania');
    fireEvent.change(screen.getByLabelText(m.ui.seoPage), { target: { value: 'faq' } });
    const title = screen.getByLabelText(m.fields.page_title) as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('FAQ'));
    fireEvent.change(title, { target: { value: 'Domande frequenti' } });
    fireEvent.click(screen.getByRole('button', { name: m.ui.save }));
    expect(await screen.findByText(m.ui.saved)).toBeTruthy();
    expect(changes(fetchMock)).toEqual([
      {
        method: 'PATCH',
        path: 'admin/seo/faq',
        body: { page_title: 'Domande frequenti', meta_desc: 'Domande frequenti.', keywords: 'faq' },
      },
    ]);
  });

  it('refuses an empty title in the browser', async () => {
    const fetchMock = mockApi((): Answer => pageOf(seo));
    renderWithProviders(<SeoSection />);
    fireEvent.change(await screen.findByLabelText(m.fields.page_title), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: m.ui.save }));
    expect(await screen.findByText(m.required)).toBeTruthy();
    expect(changes(fetchMock)).toEqual([]);
  });
});

describe('the help centre sections', () => {
  const categories = [
    { _id: 4, name: 'Pagamenti', sort_order: 1, articles_count: 1 },
    { _id: 5, name: 'Account', sort_order: 2, articles_count: 0 },
  ];
  const article = {
    _id: 9,
    category_id: 4,
    title: 'Carte accettate',
    short_desc: 'Visa e Mastercard.',
    description: '<p>Visa.</p>',
    photo: null,
    page_title: null,
    meta_desc: null,
    keywords: null,
    sort_order: 1,
  };
  const api = (overrides: Record<string, Answer> = {}) =>
    mockApi(
      (path): Answer =>
        overrides[path] ?? (path === 'admin/help-categories' ? pageOf(categories) : pageOf([article])),
    );

  it('lists the articles with their category and creates one in the category picked', async () => {
    const fetchMock = api();
    renderWithProviders(<HelpArticlesSection />);
    const item = (await screen.findByText('Carte accettate', {}, { timeout: 5000 })).closest('li');
    if (!item) throw new Error('no item');
    expect(await within(item).findByText(/Pagamenti/)).toBeTruthy();
    const form = screen.getByRole('heading', { name: m.ui.newArticle }).parentElement;
    if (!form) throw new Error('no form');
    fireEvent.change(within(form).getByLabelText(m.fields.category_id), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText(m.fields.title), { target: { value: 'Cambiare e-mail' } });
    fireEvent.change(within(form).getByLabelText(m.fields.short_desc), { target: { value: 'Dal profilo.' } });
    fireEvent.change(within(form).getByLabelText(m.fields.description), {
      target: { value: '<p>Così.</p>' },
    });
    fireEvent.click(within(form).getByRole('button', { name: m.ui.addArticle }));
    await waitFor(() =>
      expect(changes(fetchMock)).toEqual([
        {
          method: 'POST',
          path: 'admin/help-articles',
          body: expect.objectContaining({ title: 'Cambiare e-mail', category_id: 5 }),
        },
      ]),
    );
  });

  it('deletes an article only after the confirm', async () => {
    const fetchMock = api();
    renderWithProviders(<HelpArticlesSection />);
    fireEvent.click(await screen.findByRole('button', { name: `${m.ui.delete}: Carte accettate` }));
    const dialog = await screen.findByRole('dialog');
    expect(changes(fetchMock)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: m.ui.delete }));
    await waitFor(() =>
      expect(changes(fetchMock)).toEqual([
        { method: 'DELETE', path: 'admin/help-articles/9', body: undefined },
      ]),
    );
  });

  it('lists the categories with their articles, creates one, and shows why one in use is not deleted', async () => {
    const fetchMock = api({
      'admin/help-categories/4': { status: 409, body: { success: false, message: m.categoryInUse } },
    });
    renderWithProviders(<HelpCategoriesSection />);
    expect(await screen.findByText(/1 articolo/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `${m.ui.delete}: Pagamenti` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: m.ui.delete }));
    expect(await screen.findByText(m.categoryInUse)).toBeTruthy();

    const form = screen.getByRole('heading', { name: m.ui.newCategory }).parentElement;
    if (!form) throw new Error('no form');
    fireEvent.change(within(form).getByLabelText(m.fields.name), { target: { value: 'Rimborsi' } });
    fireEvent.click(within(form).getByRole('button', { name: m.ui.addCategory }));
    await waitFor(() =>
      expect(changes(fetchMock).at(-1)).toEqual({
        method: 'POST',
        path: 'admin/help-categories',
        body: { name: 'Rimborsi' },
      }),
    );
  });
});
