import type { AdminInvoice } from '@scrivania/core/invoicing/admin-invoice-schemas';
import { invoiceScreenMessages } from '@scrivania/core/invoicing/invoice-screen-messages.it';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../../test/render.tsx';
import { InvoicesPage } from './invoices-page.tsx';

const m = invoiceScreenMessages.console;

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const invoice: AdminInvoice = {
  _id: 9,
  kind: 'invoice',
  number: '2026/000123',
  issue_date: '2026-11-20',
  customer_name: 'Rossi & Figli S.p.A.',
  total: 1495,
  status: 'ready',
  file_name: 'IT01234567897_00123.xml',
  booking: { _id: 12, booking_no: 'SCR-2026-000012' },
};
const list = (items: AdminInvoice[]) => ({
  body: { success: true, data: { items, page: 1, per_page: 50, has_more: false } },
});

describe('the console’s invoices', () => {
  it('lists the documents of the period in the address, with their status in words', async () => {
    localStorage.setItem('token', 'admin-token');
    const fetchMock = mockApi(() =>
      list([
        invoice,
        { ...invoice, _id: 10, kind: 'credit_note', number: '2026/000130', total: 61, status: 'rejected' },
      ]),
    );
    renderWithProviders(<InvoicesPage />, { path: '/admin/invoices?year=2026&month=11&q=rossi' });
    const table = await screen.findByRole('table', { name: m.caption });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => within(cell).getByRole('button').textContent?.replace(/[↕↑↓]/u, '')),
    ).toEqual([m.number, m.date, m.kind, m.customer, m.booking, m.amount, m.status]);
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText('2026/000123')).toBeTruthy();
    expect(first.getByText('20/11/2026')).toBeTruthy();
    expect(first.getByText('Fattura')).toBeTruthy();
    expect(first.getByText(/1495,00\s€/)).toBeTruthy();
    expect(first.getByText(m.statuses.ready)).toBeTruthy();
    expect(first.getByRole('link', { name: 'SCR-2026-000012' }).getAttribute('href')).toBe(
      '/admin/bookings/12',
    );
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('Nota di credito')).toBeTruthy();
    expect(second.getByText(m.statuses.rejected)).toBeTruthy();
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('/backend/api/admin/invoices?q=rossi&year=2026&month=11&page=1');
  });

  it('asks for a month before the ZIP, then downloads that month’s with the session', async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi(() => list([invoice]));
    renderWithProviders(<InvoicesPage />, { path: '/admin/invoices?year=2026' });
    expect(await screen.findByText(m.exportNeedsMonth)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /ZIP/ })).toBeNull();
    cleanup();

    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/export')
        ? new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
            headers: { 'content-disposition': 'attachment; filename="fatture-2026-11.zip"' },
          })
        : new Response(JSON.stringify(list([invoice]).body)),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<InvoicesPage />, { path: '/admin/invoices?year=2026&month=11' });
    const button = await screen.findByRole('button', { name: m.exportNamed('novembre 2026') });
    expect(button.textContent).toBe(m.exportMonth);
    fireEvent.click(button);
    await vi.waitFor(() => expect(saved).toEqual(['fatture-2026-11.zip']));
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe('/backend/api/admin/invoices/export?year=2026&month=11');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
  });

  it('sends the filters chosen in the form and keeps them in the address', async () => {
    const fetchMock = mockApi(() => list([]));
    renderWithProviders(<InvoicesPage />, { path: '/admin/invoices' });
    expect(await screen.findByText(m.empty)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(m.year), { target: { value: '2026' } });
    fireEvent.change(screen.getByLabelText(m.month), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(m.kind), { target: { value: 'credit_note' } });
    fireEvent.click(screen.getByRole('button', { name: m.apply }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(
        '/backend/api/admin/invoices?year=2026&month=3&kind=credit_note&page=1',
      ),
    );
  });
});
