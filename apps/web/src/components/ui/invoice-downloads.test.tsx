import { invoiceScreenMessages } from '@scrivania/core/invoicing/invoice-screen-messages.it';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { InvoiceDownloads } from './invoice-downloads.tsx';

const m = invoiceScreenMessages.downloads;

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's download machinery, recorded: what was fetched, with which headers, saved under which name. */
function stubDownloads(answer: (url: string) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => answer(String(input)));
  vi.stubGlobal('fetch', fetchMock);
  const objectUrl = vi.fn((_blob: Blob) => 'blob:file');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
  const saved: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return { fetchMock, objectUrl, saved };
}

describe('InvoiceDownloads', () => {
  it('shows nothing before the booking is paid', () => {
    renderWithProviders(<InvoiceDownloads bookingId={5} invoiceNo={null} creditNotes={0} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the invoice as PDF and XML, named with its number, and the credit note after a refund', () => {
    renderWithProviders(<InvoiceDownloads bookingId={5} invoiceNo="2026/000123" creditNotes={0} />);
    const list = screen.getByRole('list', { name: m.listLabel('2026/000123') });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => [button.textContent, button.getAttribute('aria-label')]);
    expect(names).toEqual([
      ['Fattura', 'Scarica la fattura 2026/000123 in PDF'],
      ['XML', 'Scarica la fattura 2026/000123 in XML (FatturaPA)'],
    ]);
    cleanup();
    renderWithProviders(<InvoiceDownloads bookingId={5} invoiceNo="2026/000123" creditNotes={1} />);
    expect(screen.getByRole('button', { name: m.creditNoteNamed('2026/000123') }).textContent).toBe(
      'Nota di credito',
    );
  });

  it('offers every credit note of a booking refunded more than once, oldest first', async () => {
    const { fetchMock } = stubDownloads(
      () => new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } }),
    );
    renderWithProviders(<InvoiceDownloads bookingId={5} invoiceNo="2026/000123" creditNotes={2} />);
    const notes = screen
      .getAllByRole('button')
      .slice(2)
      .map((button) => [button.textContent, button.getAttribute('aria-label')]);
    expect(notes).toEqual([
      ['Nota di credito 1', 'Scarica la nota di credito 1 della fattura 2026/000123 in PDF'],
      ['Nota di credito 2', 'Scarica la nota di credito 2 della fattura 2026/000123 in PDF'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: m.creditNoteNumberedNamed(1, '2026/000123') }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/backend/api/booking/5/credit-note.pdf?n=1');
  });

  it('downloads with the session in a header, never in the address, under the server’s file name', async () => {
    localStorage.setItem('token', 'guest-token');
    const { fetchMock, objectUrl, saved } = stubDownloads(
      () =>
        new Response('%PDF-1.3', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="Fattura-2026-000123.pdf"',
          },
        }),
    );
    renderWithProviders(<InvoiceDownloads bookingId={5} invoiceNo="2026/000123" creditNotes={1} />);
    fireEvent.click(screen.getByRole('button', { name: m.invoicePdfNamed('2026/000123') }));
    await vi.waitFor(() => expect(saved).toEqual([{ name: 'Fattura-2026-000123.pdf', href: 'blob:file' }]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/backend/api/booking/5/invoice.pdf');
    expect(url).not.toContain('guest-token');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer guest-token');
    expect(await objectUrl.mock.calls[0]?.[0].text()).toBe('%PDF-1.3');

    fireEvent.click(screen.getByRole('button', { name: m.creditNoteNamed('2026/000123') }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/backend/api/booking/5/credit-note.pdf?n=1');
  });

  it('says so when the document cannot be had', async () => {
    stubDownloads(
      () =>
        new Response(JSON.stringify({ success: false, message: 'Risorsa non trovata.' }), { status: 404 }),
    );
    renderWithProviders(<InvoiceDownloads bookingId={5} invoiceNo="2026/000123" creditNotes={0} />);
    fireEvent.click(screen.getByRole('button', { name: m.invoiceXmlNamed('2026/000123') }));
    expect((await screen.findByRole('alert')).textContent).toBe('Risorsa non trovata.');
  });
});
