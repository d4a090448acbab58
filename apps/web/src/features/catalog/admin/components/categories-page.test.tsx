import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../../test/render.tsx';
import { CategoriesPage } from './categories-page.tsx';

const m = messages.hostCatalog.admin;
const category = {
  _id: 3,
  name: 'Coworking',
  title: 'Postazioni coworking',
  occupancy: 'shared',
  hidden_from_menu: false,
  sort_order: 2,
};
const list = (items: unknown[]) => ({
  success: true,
  message: m.loaded,
  data: { items, page: 1, per_page: 100, has_more: false },
});

afterEach(() => vi.unstubAllGlobals());

describe('Catalogo › Categorie', () => {
  it('lists each category with its booking mode and whether the menu shows it', async () => {
    mockApi(() => ({
      body: list([category, { ...category, _id: 4, name: 'Luxury Work Space', hidden_from_menu: true }]),
    }));
    renderWithProviders(<CategoriesPage />);
    const table = await screen.findByRole('table', { name: m.categories });
    const coworking = within(table).getByText('Coworking').closest('tr') as HTMLElement;
    expect(within(coworking).getByText(m.occupancyNames.shared)).toBeTruthy();
    expect(within(coworking).getByText(m.inMenu)).toBeTruthy();
    const luxury = within(table).getByText('Luxury Work Space').closest('tr') as HTMLElement;
    expect(within(luxury).getByText(m.hiddenFromMenu)).toBeTruthy();
  });

  it('hides a category from the menu through its edit form', async () => {
    const fetchMock = mockApi((path) =>
      path === 'admin/categories/3'
        ? { body: { success: true, message: m.saved, data: { ...category, hidden_from_menu: true } } }
        : { body: list([category]) },
    );
    renderWithProviders(<CategoriesPage />);
    fireEvent.click(await screen.findByRole('button', { name: m.editNamed('Coworking') }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText(m.fields.hiddenFromMenu));
    fireEvent.click(within(dialog).getByRole('button', { name: m.save }));
    expect((await screen.findByRole('status')).textContent).toBe(m.saved);
    expect(sentBody(fetchMock, 'admin/categories/3')).toEqual({
      name: 'Coworking',
      title: 'Postazioni coworking',
      occupancy: 'shared',
      hidden_from_menu: true,
      sort_order: 2,
    });
  });

  it('refuses an empty name in the browser with the schema’s words, without a request', async () => {
    const fetchMock = mockApi(() => ({ body: list([]) }));
    renderWithProviders(<CategoriesPage />);
    fireEvent.click(await screen.findByRole('button', { name: m.newCategory }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(m.fields.title), { target: { value: 'Sale' } });
    fireEvent.click(within(dialog).getByRole('button', { name: m.save }));
    expect(await within(dialog).findByText(m.nameRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('puts the server’s refusals under the fields they name', async () => {
    const answer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
        init?.method === 'POST'
          ? answer(409, { success: false, message: m.categoryNameTaken })
          : answer(200, list([])),
      ),
    );
    renderWithProviders(<CategoriesPage />);
    fireEvent.click(await screen.findByRole('button', { name: m.newCategory }));
    const dialog = screen.getByRole('dialog');
    const name = within(dialog).getByLabelText(m.fields.name);
    fireEvent.change(name, { target: { value: 'Coworking' } });
    fireEvent.change(within(dialog).getByLabelText(m.fields.title), { target: { value: 'Doppione' } });
    fireEvent.click(within(dialog).getByRole('button', { name: m.save }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      m.categoryNameTaken,
    );
  });
});
