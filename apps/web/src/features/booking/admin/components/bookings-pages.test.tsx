import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../../test/render.tsx';
import { BookingDetailPage } from './booking-detail-page.tsx';
import { BookingsPage } from './bookings-page.tsx';

const b = messages.booking.admin.screens.bookings;
const r = messages.booking.admin.screens.refunds;
const booking = {
  _id: 12,
  booking_no: 'SCR-2026-000012',
  status: 'awaiting_transfer',
  created_at: '2026-11-20T10:00:00.000Z',
  start_date: '2026-12-01',
  end_date: '2026-12-02',
  guests: 2,
  payment_method: 'bank_transfer',
  payable_amount: 122,
  guest_name: 'Anna Verdi',
  email: 'anna.verdi@example.com',
  property: { _id: 3, name: 'Loft Navigli' },
};
const list = { success: true, data: { items: [booking], page: 1, per_page: 50, has_more: false } };
const cardRefund = {
  _id: 31,
  booking_id: 12,
  booking_no: 'SCR-2026-000012',
  guest_name: 'Anna Verdi',
  email: 'anna.verdi@example.com',
  amount: 20,
  amount_cents: 2000,
  status: 'succeeded',
  method: 'stripe',
  provider: 'card_sandbox',
  provider_ref: 're_sandbox_1',
  initiator: 'operator',
  reason: 'Wifi assente',
  iban: null,
  failure_message: null,
  created_at: '2026-11-21T09:00:00.000Z',
};
/** A confirmation's facts, label and value in turn. */
const factsOf = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('dt, dd')).map((cell) => cell.textContent);
const detail = (status = 'awaiting_transfer', refunds: object[] = [], leftCents = 0) => ({
  success: true,
  data: {
    ...booking,
    status,
    refunds,
    refundable_amount_cents: leftCents,
    hold_expires_at: null,
    mobile_no: '3331234567',
    company_name: null,
    amounts: { property: 100, discount: 0, services: 0, coupon: 0, tax: 22, payable: 122 },
    coupon_code: null,
    guest: { _id: 8, name: 'Anna Verdi', email: 'anna.verdi@example.com' },
    host: { _id: 2, name: 'Luca Ferri', email: 'host@example.com' },
    payments: [
      {
        _id: 5,
        provider: 'bank_transfer',
        provider_ref: 'BON-000012',
        amount: 122,
        currency: 'EUR',
        status: 'pending',
        failure_message: null,
        created_at: '2026-11-20T10:01:00.000Z',
      },
    ],
    history: [
      { from_status: null, to_status: 'pending', at: '2026-11-20T10:00:00.000Z', actor: null, reason: null },
      {
        from_status: 'pending',
        to_status: 'awaiting_transfer',
        at: '2026-11-20T10:01:00.000Z',
        actor: { _id: 8, name: 'Anna Verdi', email: 'anna.verdi@example.com' },
        reason: null,
      },
    ],
  },
});
const urls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

afterEach(() => vi.unstubAllGlobals());

describe('the Prenotazioni list', () => {
  it('shows each booking with its guest, listing, status and total, linked to its detail', async () => {
    mockApi(() => ({ body: list }));
    renderWithProviders(<BookingsPage />);
    const link = await screen.findByRole('link', { name: b.openNamed('SCR-2026-000012') });
    expect(link.getAttribute('href')).toBe('/12');
    const row = link.closest('tr');
    if (!row) throw new Error('no row');
    for (const text of ['Anna Verdi', 'anna.verdi@example.com', 'Loft Navigli', b.statuses.awaiting_transfer])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByText(/122,00/)).toBeTruthy();
  });

  it('searches by what was typed and the chosen status, from the first page', async () => {
    const fetchMock = mockApi(() => ({ body: list }));
    renderWithProviders(<BookingsPage />, { path: '/?page=3' });
    await screen.findByRole('link', { name: b.openNamed('SCR-2026-000012') });
    expect(urls(fetchMock)[0]?.searchParams.get('page')).toBe('3');
    fireEvent.change(screen.getByLabelText(b.search), { target: { value: 'anna.verdi' } });
    fireEvent.change(screen.getByLabelText(b.status), { target: { value: 'cancelled' } });
    fireEvent.click(screen.getByRole('button', { name: b.apply }));
    await waitFor(() => {
      const last = urls(fetchMock).at(-1);
      expect(last?.pathname).toBe('/backend/api/admin/bookings');
      expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
        q: 'anna.verdi',
        status: 'cancelled',
        page: '1',
      });
    });
  });

  it('says so when the list cannot be loaded', async () => {
    mockApi(() => ({
      status: 400,
      body: { success: false, message: messages.booking.admin.bookings.queryInvalid },
    }));
    renderWithProviders(<BookingsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(messages.booking.admin.bookings.queryInvalid);
  });
});

describe('the booking detail', () => {
  const renderDetail = () =>
    renderWithProviders(
      <Routes>
        <Route path="/:id" element={<BookingDetailPage />} />
      </Routes>,
      { path: '/12' },
    );

  it('shows the people, the amounts, the payments with their references and the status history', async () => {
    const fetchMock = mockApi((path) => (path === 'admin/bookings/12' ? { body: detail() } : { body: {} }));
    renderDetail();
    expect(await screen.findByRole('heading', { name: b.detailTitle('SCR-2026-000012') })).toBeTruthy();
    expect(urls(fetchMock)[0]?.pathname).toBe('/backend/api/admin/bookings/12');
    expect(screen.getByText('Luca Ferri · host@example.com')).toBeTruthy();
    const payments = screen.getByRole('table', { name: b.payments });
    expect(within(payments).getByText('BON-000012')).toBeTruthy();
    expect(within(payments).getByText(b.paymentStatuses.pending)).toBeTruthy();
    // On a phone the rows are cards whose lines are named by their column (decision 081).
    expect(payments.className).toContain('max-md:block');
    const reference = within(payments).getByText('BON-000012');
    expect(reference.getAttribute('data-label')).toBe(`${b.providerRef}:`);
    expect(reference.className).toContain('max-md:before:content-[attr(data-label)]');
    const history = screen.getByRole('heading', { name: b.history }).parentElement;
    if (!history) throw new Error('no history');
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText('Anna Verdi (anna.verdi@example.com)')).toBeTruthy();
    expect(within(history).getByText(b.byProduct)).toBeTruthy();
  });

  it('marks a transfer received only after the confirm, and says what the server answered', async () => {
    const fetchMock = mockApi((path) =>
      path === 'admin/bookings/12'
        ? { body: detail() }
        : { body: { success: true, message: 'Bonifico registrato: prenotazione pagata.' } },
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: b.markReceived }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(b.markReceivedText('122,00 €'))).toBeTruthy();
    const posted = () =>
      fetchMock.mock.calls.filter(
        ([input, init]) =>
          init?.method === 'POST' && String(input).endsWith('payment/bank-transfer/12/received'),
      );
    expect(posted()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: b.markReceived }));
    expect(await screen.findByText('Bonifico registrato: prenotazione pagata.')).toBeTruthy();
    expect(posted()).toHaveLength(1);
  });

  it('offers no transfer to mark on a paid booking', async () => {
    mockApi(() => ({ body: detail('booked') }));
    renderDetail();
    await screen.findByRole('heading', { name: b.detailTitle('SCR-2026-000012') });
    expect(screen.queryByRole('button', { name: b.markReceived })).toBeNull();
  });

  it('lists the refunds and what is left; Rimborsa checks the amount and reason before sending cents', async () => {
    const fetchMock = mockApi((path) =>
      path === 'admin/bookings/12'
        ? {
            body: {
              ...detail('booked', [cardRefund], 10_200),
              data: { ...detail('booked', [cardRefund], 10_200).data, payment_method: 'stripe' },
            },
          }
        : { body: { success: true, message: 'Rimborso avviato.', data: cardRefund } },
    );
    renderDetail();
    const refunds = await screen.findByRole('table', { name: r.caption });
    for (const text of [r.methods.stripe, r.statuses.succeeded, 'Wifi assente'])
      expect(within(refunds).getByText(text)).toBeTruthy();
    expect(within(refunds).getByText(/20,00/)).toBeTruthy();
    expect(screen.getByText(r.left('102,00 €'))).toBeTruthy();

    const form = screen.getByRole('form', { name: r.formTitle });
    const amount = within(form).getByLabelText(r.amountLabel);
    fireEvent.change(amount, { target: { value: '102,01' } });
    fireEvent.click(within(form).getByRole('button', { name: r.refund }));
    expect(
      await within(form).findByText(messages.booking.cancellation.refundAboveLeft('102,00 €')),
    ).toBeTruthy();
    expect(within(form).getByText(messages.booking.cancellation.refundReasonRequired)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '12,345' } });
    fireEvent.click(within(form).getByRole('button', { name: r.refund }));
    expect(await within(form).findByText(messages.booking.cancellation.refundEuroInvalid)).toBeTruthy();
    const posted = () =>
      fetchMock.mock.calls.filter(
        ([input, init]) => init?.method === 'POST' && String(input).endsWith('/refund'),
      );
    expect(posted()).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '25,50' } });
    fireEvent.change(within(form).getByLabelText(r.reasonLabel), {
      target: { value: ' Rumore dal cantiere ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: r.refund }));
    // The amount and method are stated first; Annulla sends nothing and the confirmation sends it once.
    const asked = await screen.findByRole('dialog', { name: r.confirmTitle });
    expect(factsOf(asked)).toEqual([r.factsAmount, formatEuroCents(2550), r.factsMethod, r.methods.stripe]);
    fireEvent.click(within(asked).getByRole('button', { name: messages.backOffice.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted()).toHaveLength(0);
    fireEvent.click(within(form).getByRole('button', { name: r.refund }));
    const again = await screen.findByRole('dialog', { name: r.confirmTitle });
    expect(posted()).toHaveLength(0);
    fireEvent.click(within(again).getByRole('button', { name: r.refund }));
    expect(await within(form).findByText('Rimborso avviato.')).toBeTruthy();
    expect(posted()).toHaveLength(1);
    expect(sentBody(fetchMock, 'admin/bookings/12/refund')).toEqual({
      amount_cents: 2550,
      reason: 'Rumore dal cantiere',
    });
  });

  it('names a bank refund by the end of the IBAN the guest gave for an earlier one', async () => {
    const bankRefund = { ...cardRefund, method: 'wireTransfer', iban: 'IT60X0542811101000000123456' };
    const paid = detail('cancelled', [bankRefund], 5_000);
    const fetchMock = mockApi(() => ({
      body: { ...paid, data: { ...paid.data, payment_method: 'wireTransfer' } },
    }));
    renderDetail();
    const form = await screen.findByRole('form', { name: r.formTitle });
    fireEvent.change(within(form).getByLabelText(r.amountLabel), { target: { value: '12,5' } });
    fireEvent.change(within(form).getByLabelText(r.reasonLabel), { target: { value: 'Rumore' } });
    fireEvent.click(within(form).getByRole('button', { name: r.refund }));
    const asked = await screen.findByRole('dialog', { name: r.confirmTitle });
    expect(factsOf(asked)).toEqual([
      r.factsAmount,
      formatEuroCents(1250),
      r.factsMethod,
      `${r.methods.wireTransfer} · ${r.ibanEnding('3456')}`,
    ]);
    expect(within(asked).queryByText(/IT60X0542811101000000123456/)).toBeNull();
    fireEvent.click(within(asked).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('offers no refund form when nothing is left to give back', async () => {
    mockApi(() => ({ body: detail('cancelled', [{ ...cardRefund, amount_cents: 12_200 }], 0) }));
    renderDetail();
    expect(await screen.findByText(r.nothingLeft)).toBeTruthy();
    expect(screen.queryByRole('form', { name: r.formTitle })).toBeNull();
  });
});
