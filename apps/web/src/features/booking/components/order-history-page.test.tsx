import type { Order } from '@scrivania/core/booking/schemas';
import { messages } from '@scrivania/core/messages.it';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../test/render.tsx';
import { OrderHistoryPage } from './order-history-page.tsx';

const m = messages.booking.orders;

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const order = (overrides: Partial<Order>): Order => ({
  _id: 1,
  booking_no: 'SCR-2026-000001',
  property: { property_name: 'Ufficio Brera', thumb_image: 'brera.webp' },
  start_date: '2026-03-05',
  end_date: '2026-03-07',
  start_time: null,
  end_time: null,
  payable_amount: 12_345.67,
  payable_amount_cents: 1_234_567,
  status: 'pending',
  hold_expires_at: '2026-03-01T10:30:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
  invoice_no: null,
  refunded_amount: 0,
  refunded_amount_cents: 0,
  refunds: [],
  ...overrides,
});

describe('OrderHistoryPage', () => {
  it('shows each booking with British dates, euro amounts and the status the lifecycle allows', async () => {
    localStorage.setItem('token', 'tok');
    mockApi(() => ({
      body: {
        success: true,
        message: 'ok',
        data: [
          order({ _id: 7 }),
          order({ _id: 6, status: 'booked', property: { property_name: null, thumb_image: null } }),
          order({ _id: 5, status: 'expired' }),
          order({ _id: 4, status: 'cancelled' }),
          order({ _id: 3, status: 'requested' }),
          order({ _id: 2, status: 'declined' }),
        ],
      },
    }));
    renderWithProviders(<OrderHistoryPage />, { path: '/OrderHistory' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Location', 'Nome Struttura', 'Prenotato dal', 'Fino al', 'Importo', 'Stato']);
    const pending = within(rows[1] as HTMLElement);
    expect(pending.getByText('05/03/2026')).toBeTruthy();
    expect(pending.getByText('07/03/2026')).toBeTruthy();
    expect(pending.getByText(/12\.345,67\s€/)).toBeTruthy();
    expect(pending.getByRole('link', { name: 'Paga Ora' }).getAttribute('href')).toBe('/Payment?bookingId=7');
    // Beside 'Paga Ora', until when: 10:30 UTC on 1 March is 11:30 in Rome.
    expect(pending.getByText('Da pagare entro il 01/03/2026, 11:30')).toBeTruthy();
    const paid = within(rows[2] as HTMLElement);
    expect(paid.getByText('Prenotato')).toBeTruthy();
    expect(paid.getByText('N/A')).toBeTruthy();
    expect(paid.getByText('No image available')).toBeTruthy();
    // A paid booking's event, the same .ics as its page offers; none for a booking without its dates.
    expect(
      paid.getByRole('button', { name: messages.payments.addToCalendarNamed('SCR-2026-000001') }),
    ).toBeTruthy();
    expect(within(rows[4] as HTMLElement).queryByRole('button', { name: /calendario/i })).toBeNull();
    expect(within(rows[3] as HTMLElement).queryByRole('link', { name: 'Paga Ora' })).toBeNull();
    expect(within(rows[3] as HTMLElement).getByText('Scaduta')).toBeTruthy();
    expect(within(rows[4] as HTMLElement).getByText('Annullata')).toBeTruthy();
    for (const [row, text] of [
      [rows[5], "In attesa dell'host"],
      [rows[6], 'Rifiutata'],
    ] as const) {
      expect(within(row as HTMLElement).queryByRole('link', { name: 'Paga Ora' })).toBeNull();
      expect(within(row as HTMLElement).getByText(text)).toBeTruthy();
    }
    // Every booking opens its own page.
    for (const [index, id] of [7, 6, 5, 4, 3, 2].entries()) {
      const row = within(rows[index + 1] as HTMLElement);
      expect(
        row.getByRole('link', { name: 'Dettagli della prenotazione SCR-2026-000001' }).getAttribute('href'),
      ).toBe(`/BookingView/${id}`);
    }
  });

  it("labels each cell with its column, so on a phone a booking is a card of SPEC's columns", async () => {
    localStorage.setItem('token', 'tok');
    mockApi(() => ({ body: { success: true, message: 'ok', data: [order({ _id: 7 })] } }));
    renderWithProviders(<OrderHistoryPage />, { path: '/OrderHistory' });
    const [, row] = await screen.findAllByRole('row');
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Location:',
      'Nome Struttura:',
      'Prenotato dal:',
      'Fino al:',
      'Importo:',
      'Stato:',
    ]);
    // The cell's text stays its value alone: the label is drawn by CSS on a phone only.
    expect(cells[1]?.textContent).toBe('Ufficio Brera');
    expect(row?.className).toContain('max-md:block');
    const status = within(cells[5] as HTMLElement);
    expect(status.getByRole('link', { name: 'Paga Ora' })).toBeTruthy();
    expect(status.getByRole('button', { name: 'Annulla la prenotazione SCR-2026-000001' })).toBeTruthy();
  });

  it('shows a cancelled booking’s refund, under way until its provider confirms it', async () => {
    localStorage.setItem('token', 'tok');
    const refund = (status: 'pending' | 'succeeded' | 'failed', cents: number) => ({
      amount: cents / 100,
      amount_cents: cents,
      status,
      method: 'stripe' as const,
      created_at: '2026-03-02T10:00:00.000Z',
    });
    mockApi(() => ({
      body: {
        success: true,
        message: 'ok',
        data: [
          order({
            _id: 9,
            status: 'cancelled',
            refunded_amount: 120,
            refunded_amount_cents: 12_000,
            refunds: [refund('failed', 12_000), refund('pending', 12_000)],
          }),
          order({
            _id: 8,
            status: 'cancelled',
            refunded_amount: 60,
            refunded_amount_cents: 6000,
            refunds: [refund('succeeded', 6000)],
          }),
          order({ _id: 7, status: 'cancelled' }),
        ],
      },
    }));
    renderWithProviders(<OrderHistoryPage />, { path: '/OrderHistory' });
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Annullata')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(/^Rimborso 120,00\s€ in corso$/)).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(/^Rimborso 60,00\s€ rimborsato$/)).toBeTruthy();
    expect(within(rows[3] as HTMLElement).queryByText(/Rimborso/)).toBeNull();
  });

  /** Order 9, paid and cancellable with a full refund; `iban` is what the quote says of the IBAN. */
  function cancellableOrder(iban: { iban_required: boolean; iban: string | null }, refusePassword = false) {
    let cancelled = false;
    return mockApi((path) => {
      if (path === 'booking/9/cancellation')
        return {
          body: {
            success: true,
            message: 'ok',
            data: {
              booking_id: 9,
              cancellable: true,
              policy: 'moderata',
              paid_amount_cents: 12_000,
              percent: 100,
              refund_amount: 120,
              refund_amount_cents: 12_000,
              current_until: '2026-02-27T23:00:00.000Z',
              deadlines: [],
              ...iban,
            },
          },
        };
      if (path === 'booking/9/cancel' && refusePassword) {
        const wrong = messages.account.currentPassword.wrong;
        return { status: 400, body: { success: false, message: wrong, errors: { current_password: wrong } } };
      }
      if (path === 'booking/9/cancel') {
        cancelled = true;
        return { body: { success: true, message: 'ok', data: { _id: 9, status: 'cancelled' } } };
      }
      return {
        body: {
          success: true,
          message: 'ok',
          data: [
            order({ _id: 9, status: cancelled ? 'cancelled' : 'booked', booking_no: 'SCR-2026-000009' }),
          ],
        },
      };
    });
  }
  const openCancel = async () => {
    renderWithProviders(<OrderHistoryPage />, { path: '/OrderHistory' });
    fireEvent.click(await screen.findByRole('button', { name: 'Annulla la prenotazione SCR-2026-000009' }));
  };

  it('cancels a paid booking after showing the refund the policy gives, in euro', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = cancellableOrder({ iban_required: false, iban: null });
    await openCancel();
    expect(screen.queryByLabelText(m.ibanLabel)).toBeNull();
    expect(
      await screen.findByText(/^Ti rimborsiamo 120,00\s€, con lo stesso metodo con cui hai pagato\.$/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma annullamento' }));
    expect(await screen.findByText('Annullata')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input).endsWith('booking/9/cancel') && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: /Annulla la prenotazione/ })).toBeNull();
  });

  it('names the profile’s IBAN for a transfer’s refund, and asks for one only when the profile has none', async () => {
    localStorage.setItem('token', 'tok');
    const saved = cancellableOrder({ iban_required: false, iban: 'IT60X0542811101000000123456' });
    await openCancel();
    expect(await screen.findByText(m.refundToIban('IT60X0542811101000000123456'))).toBeTruthy();
    expect(screen.queryByLabelText(m.ibanLabel)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Conferma annullamento' }));
    expect(await screen.findByText('Annullata')).toBeTruthy();
    expect(sentBody(saved, 'booking/9/cancel')).toEqual({});
    cleanup();

    const missing = cancellableOrder({ iban_required: true, iban: null });
    await openCancel();
    const field = await screen.findByLabelText(m.ibanLabel);
    expect(screen.getByText(m.ibanKept)).toBeTruthy();
    // Checked as the server does, before anything is sent.
    fireEvent.change(field, { target: { value: 'IT00 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma annullamento' }));
    expect(await screen.findByText(messages.booking.cancellation.ibanInvalid)).toBeTruthy();
    expect(missing.mock.calls.some(([input]) => String(input).endsWith('booking/9/cancel'))).toBe(false);
    fireEvent.change(field, { target: { value: 'IT60 X054 2811 1010 0000 0123 456' } });
    expect(screen.getByText(messages.account.currentPassword.forBank)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Password attuale/), { target: { value: 'Attuale123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma annullamento' }));
    expect(await screen.findByText('Annullata')).toBeTruthy();
    expect(sentBody(missing, 'booking/9/cancel')).toEqual({
      iban: 'IT60X0542811101000000123456',
      current_password: 'Attuale123!',
    });
  });

  it('offers keeping the booking as a plain enabled button and cancelling as a red one', async () => {
    localStorage.setItem('token', 'tok');
    cancellableOrder({ iban_required: false, iban: null });
    await openCancel();
    const keep = screen.getByRole('button', { name: 'Mantieni la prenotazione' });
    // Outlined on white: grey reads as disabled.
    expect(keep.hasAttribute('disabled')).toBe(false);
    expect(keep.className).toMatch(/\bbg-white\b/);
    expect(keep.className.split(' ')).not.toContain('bg-slate-200');
    expect(keep.className).toContain('focus-visible:outline-2');
    const confirm = screen.getByRole('button', { name: 'Conferma annullamento' });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    expect(confirm.className).toMatch(/\bbg-red-700\b/);
    expect(confirm.className).toContain('focus-visible:outline-red-700');
    fireEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a refused current password under its field, and keeps the booking', async () => {
    localStorage.setItem('token', 'tok');
    cancellableOrder({ iban_required: true, iban: null }, true);
    await openCancel();
    fireEvent.change(await screen.findByLabelText(m.ibanLabel), {
      target: { value: 'IT60 X054 2811 1010 0000 0123 456' },
    });
    const password = screen.getByLabelText(/^Password attuale/);
    fireEvent.change(password, { target: { value: 'Sbagliata1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferma annullamento' }));
    await waitFor(() =>
      expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        messages.account.currentPassword.wrong,
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says when there are no orders', async () => {
    localStorage.setItem('token', 'tok');
    mockApi(() => ({ body: { success: true, message: 'ok', data: [] } }));
    renderWithProviders(<OrderHistoryPage />, { path: '/OrderHistory' });
    expect(await screen.findByText('Nessuna cronologia degli ordini trovata')).toBeTruthy();
  });

  it('offers a paid booking’s invoice as PDF and XML, and its credit note once a refund went through', async () => {
    localStorage.setItem('token', 'tok');
    const refund = {
      amount: 50,
      amount_cents: 5000,
      status: 'succeeded' as const,
      method: 'stripe' as const,
      created_at: '2026-03-02T10:00:00.000Z',
    };
    mockApi(() => ({
      body: {
        success: true,
        message: 'ok',
        data: [
          order({ _id: 3, status: 'booked', invoice_no: '2026/000123' }),
          order({ _id: 2, status: 'cancelled', invoice_no: '2026/000120', refunds: [refund] }),
          order({ _id: 1, status: 'pending' }),
        ],
      },
    }));
    renderWithProviders(<OrderHistoryPage />, { path: '/OrderHistory' });
    const rows = await screen.findAllByRole('row');
    const paid = within(rows[1] as HTMLElement);
    expect(paid.getByRole('button', { name: 'Scarica la fattura 2026/000123 in PDF' }).textContent).toBe(
      'Fattura',
    );
    expect(
      paid.getByRole('button', { name: 'Scarica la fattura 2026/000123 in XML (FatturaPA)' }),
    ).toBeTruthy();
    expect(paid.queryByRole('button', { name: /nota di credito/i })).toBeNull();
    const refunded = within(rows[2] as HTMLElement);
    expect(
      refunded.getByRole('button', { name: 'Scarica la nota di credito della fattura 2026/000120 in PDF' })
        .textContent,
    ).toBe('Nota di credito');
    expect(within(rows[3] as HTMLElement).queryByRole('list')).toBeNull();
  });

  it('shows the hours of a booking by the hour beside its day, in the table and on the phone’s card', async () => {
    localStorage.setItem('token', 'tok');
    const hourly = order({ end_date: '2026-03-05', start_time: '10:00', end_time: '12:00' });
    mockApi(() => ({ body: { success: true, message: 'ok', data: [hourly] } }));
    renderWithProviders(<OrderHistoryPage />, { path: '/OrderHistory' });
    const [, row] = await screen.findAllByRole('row');
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells[2]?.textContent).toBe('05/03/2026, 10:00');
    expect(cells[3]?.textContent).toBe('05/03/2026, 12:00');
    expect(cells[2]?.getAttribute('data-label')).toBe(`${m.from}:`);
  });
});
