import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../../test/render.tsx';
import { ContactRequestsPage } from './contact-requests-page.tsx';

const m = messages.content.adminContact.screen;
const request = (id: number, name: string, handledAt: string | null) => ({
  _id: id,
  name,
  surname: 'Rossi',
  email: `${name.toLowerCase()}@example.com`,
  phone: '3331234567',
  topic: 'sale-riunioni',
  offers_and_communications: false,
  created_at: '2026-11-20T10:00:00.000Z',
  handled_at: handledAt,
});
const page = (items: unknown[]) => ({
  success: true,
  data: { items, page: 1, per_page: 50, has_more: false },
});
const paths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${url.pathname.replace('/backend/api/', '')}${url.search}`;
  });

afterEach(() => vi.unstubAllGlobals());

describe('the Richieste di contatto inbox', () => {
  it('lists the open requests with who wrote, how to reach them and the topic', async () => {
    const fetchMock = mockApi(() => ({ body: page([request(1, 'Marta', null)]) }));
    renderWithProviders(<ContactRequestsPage />);
    const row = (await screen.findByText('Marta Rossi')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('link', { name: 'marta@example.com' }).getAttribute('href')).toBe(
      'mailto:marta@example.com',
    );
    expect(within(row).getByText('Sale riunioni')).toBeTruthy();
    expect(paths(fetchMock)[0]).toBe('admin/contact-requests?status=open&page=1');
  });

  it('marks a request handled and shows the server’s answer', async () => {
    const fetchMock = mockApi((path) =>
      path === 'admin/contact-requests/1/handle'
        ? {
            body: {
              success: true,
              message: 'Richiesta segnata come gestita.',
              data: request(1, 'Marta', 'x'),
            },
          }
        : { body: page([request(1, 'Marta', null)]) },
    );
    renderWithProviders(<ContactRequestsPage />);
    fireEvent.click(await screen.findByRole('button', { name: m.markHandledNamed('Marta Rossi') }));
    expect(await screen.findByText('Richiesta segnata come gestita.')).toBeTruthy();
    const [, init] =
      fetchMock.mock.calls.find(([input]) => String(input).endsWith('admin/contact-requests/1/handle')) ?? [];
    expect(init?.method).toBe('POST');
    // The inbox is read again, so the handled request leaves the open list.
    await waitFor(() =>
      expect(paths(fetchMock).filter((p) => p === 'admin/contact-requests?status=open&page=1')).toHaveLength(
        2,
      ),
    );
  });

  it('shows the handled ones on their tab, without the button', async () => {
    const fetchMock = mockApi(() => ({ body: page([]) }));
    fetchMock.mockImplementation(async (input) => {
      const handled = String(input).includes('status=handled');
      const body = page(handled ? [request(2, 'Paolo', '2026-11-21T09:00:00.000Z')] : []);
      return new Response(JSON.stringify(body), { status: 200 });
    });
    renderWithProviders(<ContactRequestsPage />);
    expect(await screen.findByText(m.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: m.handledTab }));
    const row = (await screen.findByText('Paolo Rossi')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).getByText(/21\/11\/2026/)).toBeTruthy();
  });

  it('says so when the handling fails', async () => {
    mockApi((path) =>
      path === 'admin/contact-requests/1/handle'
        ? { status: 409, body: { success: false, message: 'Richiesta già gestita.' } }
        : { body: page([request(1, 'Marta', null)]) },
    );
    renderWithProviders(<ContactRequestsPage />);
    fireEvent.click(await screen.findByRole('button', { name: m.markHandledNamed('Marta Rossi') }));
    expect(await screen.findByText('Richiesta già gestita.')).toBeTruthy();
  });
});
