import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../../test/render.tsx';
import { TaxesPage } from './taxes-page.tsx';

const s = messages.booking.admin.screens;
const x = s.taxes;
const rules = messages.booking.admin.taxes;
const taxes = [
  { _id: 1, tax_type: 'VAT', label: 'IVA', tax_percent: 22, active: true },
  { _id: 2, tax_type: 'GST', label: 'Tassa di soggiorno', tax_percent: 4.5, active: false },
];
const list = { success: true, data: { items: taxes, page: 1, per_page: 50, has_more: false } };
const saved = (message: string) => ({ success: true, message, data: taxes[0] });

afterEach(() => vi.unstubAllGlobals());

describe('the Tasse screen', () => {
  it('lists each tax with its percentage and state; only an active one can be ended', async () => {
    mockApi(() => ({ body: list }));
    renderWithProviders(<TaxesPage />);
    await screen.findByText('IVA');
    const table = screen.getByRole('table', { name: x.caption });
    const iva = within(table).getByText('IVA').closest('tr');
    const stay = within(table).getByText('Tassa di soggiorno').closest('tr');
    if (!iva || !stay) throw new Error('rows missing');
    expect(within(iva).getByText('22 %')).toBeTruthy();
    expect(within(iva).getByText(x.active)).toBeTruthy();
    expect(within(stay).getByText('4.5 %')).toBeTruthy();
    expect(within(stay).getByText(x.ended)).toBeTruthy();
    expect(screen.getByRole('button', { name: x.endNamed('IVA') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: x.endNamed('Tassa di soggiorno') })).toBeNull();
  });

  it('refuses a tax over 100 % in the browser with the server’s words, without a request', async () => {
    const fetchMock = mockApi(() => ({ body: list }));
    renderWithProviders(<TaxesPage />);
    fireEvent.click(await screen.findByRole('button', { name: x.add }));
    fireEvent.change(screen.getByLabelText(x.label), { target: { value: 'Troppo' } });
    fireEvent.change(screen.getByLabelText(x.percent), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: s.save }));
    expect(await screen.findByText(rules.percentInvalid)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates a tax with what was typed and says so', async () => {
    const fetchMock = mockApi(() => ({ body: list }));
    fetchMock.mockImplementation(async (_input, init) => {
      const body = init?.method === 'POST' ? saved(rules.created) : list;
      return new Response(JSON.stringify(body), { status: init?.method === 'POST' ? 201 : 200 });
    });
    renderWithProviders(<TaxesPage />);
    fireEvent.click(await screen.findByRole('button', { name: x.add }));
    fireEvent.change(screen.getByLabelText(x.type), { target: { value: 'GST' } });
    fireEvent.change(screen.getByLabelText(x.label), { target: { value: 'Contributo' } });
    fireEvent.change(screen.getByLabelText(x.percent), { target: { value: '4.55' } });
    fireEvent.click(screen.getByRole('button', { name: s.save }));
    expect(await screen.findByText(rules.created)).toBeTruthy();
    const [, post] = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') ?? [];
    expect(JSON.parse(String(post?.body))).toEqual({
      tax_type: 'GST',
      label: 'Contributo',
      tax_percent: 4.55,
      active: true,
    });
  });

  it('ends a tax only after the confirm, by PATCH active: false', async () => {
    const fetchMock = mockApi(() => ({ body: list }));
    fetchMock.mockImplementation(async (_input, init) => {
      const body = init?.method === 'PATCH' ? saved(rules.updated) : list;
      return new Response(JSON.stringify(body), { status: 200 });
    });
    renderWithProviders(<TaxesPage />);
    fireEvent.click(await screen.findByRole('button', { name: x.endNamed('IVA') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(x.endText('IVA'))).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: x.end }));
    await waitFor(() => expect(sentBody(fetchMock, 'admin/taxes/1')).toEqual({ active: false }));
    expect(await screen.findByText(rules.updated)).toBeTruthy();
  });
});
