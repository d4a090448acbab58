import type { HostBooking, HostBookingDetail } from '@scrivania/core/booking/host-booking-schemas';
import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../../test/render.tsx';
import { HostBookingDetailPage } from './host-booking-detail-page.tsx';
import { HostBookingsPage } from './host-bookings-page.tsx';
import { HostDashboardPage } from './host-dashboard-page.tsx';
import { HostEarningsPage } from './host-earnings-page.tsx';

const m = messages.booking.hostScreens;
/** An amount as the screens write it; the matcher's normalising turns its no-break space into a space. */
const euroText = (cents: number) => formatEuroCents(cents).replace(/\s/g, ' ');

beforeEach(() => localStorage.setItem('token', 'host-token'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const booking = (overrides: Partial<HostBooking> = {}): HostBooking => ({
  _id: 41,
  booking_no: 'SCR-2030-000041',
  status: 'requested',
  property: { _id: 3, property_name: 'Sala Portici' },
  guest_name: 'Mario Rossi',
  start_date: '2030-03-05',
  end_date: '2030-03-06',
  start_time: null,
  end_time: null,
  guests: 2,
  payable_amount: 195.2,
  payable_amount_cents: 19_520,
  payment_method: null,
  hold_expires_at: '2030-03-01T09:30:00.000Z',
  created_at: '2030-02-28T09:30:00.000Z',
  ...overrides,
});

const detail = (overrides: Partial<HostBookingDetail> = {}): HostBookingDetail => ({
  ...booking(),
  billing: {
    first_name: 'Mario',
    last_name: 'Rossi',
    company_name: 'Studio Rossi',
    email: 'mario@example.com',
    mobile_no: '3331234567',
    address: 'Via Roma 1',
    state: 'Milano',
    country: 'MI',
    pec: null,
    sdi: 'ABC1234',
    tax_id_code: null,
  },
  special_request: null,
  service_booking: [{ service_name: 'Proiettore', amount: 10 }],
  coupon: { coupon_code: 'BENVENUTO10', amount: 16 },
  amounts: {
    property_amount: 160,
    discount_amount: 0,
    services_amount: 10,
    coupon_amount: 16,
    tax_amount: 33.88,
    payable_amount: 195.2,
  },
  history: [
    { from_status: null, to_status: 'requested', at: '2030-02-28T09:30:00.000Z', by: 'guest', reason: null },
  ],
  invoice_no: null,
  refunded_amount: 0,
  refunded_amount_cents: 0,
  refunds: [],
  ...overrides,
});

const list = (bookings: HostBooking[], total = bookings.length, page = 1) => ({
  body: { success: true, message: 'ok', data: { bookings, total, page, per_page: 20 } },
});

describe('the bookings list', () => {
  it('sends the filters of the address to the server and pages through them', async () => {
    const fetchMock = mockApi(() => list([booking()], 45, 2));
    renderWithProviders(<HostBookingsPage listings={[{ _id: 3, property_name: 'Sala Portici' }]} />, {
      path: '/host/bookings?status=requested&property_id=3&page=2',
    });
    const row = (await screen.findByRole('link', { name: m.list.open('SCR-2030-000041') })).closest('tr');
    expect(row?.textContent).toContain('Mario Rossi');
    expect(within(row as HTMLElement).getByText("In attesa dell'host")).toBeTruthy();
    expect(within(row as HTMLElement).getByText(euroText(19_520))).toBeTruthy();
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toContain('/backend/api/host/bookings?status=requested&property_id=3&page=2');
    expect(screen.getByText('45 prenotazioni')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: m.list.pages });
    expect(within(pages).getByText(m.list.pageOf(2, 3))).toBeTruthy();
    expect(within(pages).getByRole('link', { name: m.list.next }).getAttribute('href')).toBe(
      '/host/bookings?status=requested&property_id=3&page=3',
    );
    expect((screen.getByLabelText(m.list.status) as HTMLSelectElement).value).toBe('requested');
    expect((screen.getByLabelText(m.list.listing) as HTMLSelectElement).value).toBe('3');
  });

  it("shows the server's reason for a bad filter", async () => {
    mockApi(() => ({ status: 400, body: { success: false, message: messages.booking.host.rangeInvalid } }));
    renderWithProviders(<HostBookingsPage listings={[]} />, {
      path: '/host/bookings?from=2030-03-05&to=2030-03-01',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(messages.booking.host.rangeInvalid);
  });

  it("downloads the filtered list's CSV with the session and the server's file name", async () => {
    const csv = '\uFEFFNumero prenotazione;Stato\r\nSCR-2030-000041;In attesa dell’host\r\n';
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('format=csv')
        ? new Response(csv, {
            headers: { 'content-disposition': 'attachment; filename="prenotazioni-2030-03-01.csv"' },
          })
        : new Response(JSON.stringify(list([booking()]).body)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const objectUrl = vi.fn((_blob: Blob) => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithProviders(<HostBookingsPage listings={[]} />, {
      path: '/host/bookings?status=requested&page=2',
    });
    fireEvent.click(await screen.findByRole('button', { name: m.exportCsv }));
    await vi.waitFor(() => expect(clicked).toEqual(['prenotazioni-2030-03-01.csv']));
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe('/backend/api/host/bookings?status=requested&format=csv');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer host-token');
    const saved = objectUrl.mock.calls[0]?.[0];
    expect(await saved?.text()).toContain('SCR-2030-000041;');
  });
});

const renderDetail = (id = 41) =>
  renderWithProviders(
    <Routes>
      <Route path="/host/bookings/:id" element={<HostBookingDetailPage />} />
    </Routes>,
    { path: `/host/bookings/${id}` },
  );

describe('a booking of the host', () => {
  it('shows the guest, billing data, services, coupon, amounts and history', async () => {
    mockApi(() => ({
      body: {
        success: true,
        message: 'ok',
        data: detail({ status: 'booked', payment_method: 'stripe', invoice_no: '2030/000007' }),
      },
    }));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Prenotazione SCR-2030-000041' })).toBeTruthy();
    const amounts = within(screen.getByRole('region', { name: m.detail.amounts }));
    expect(amounts.getByRole('button', { name: 'Scarica la fattura 2030/000007 in PDF' })).toBeTruthy();
    expect(
      amounts.getByRole('button', { name: 'Scarica la fattura 2030/000007 in XML (FatturaPA)' }),
    ).toBeTruthy();
    expect(amounts.queryByRole('button', { name: /nota di credito/i })).toBeNull();
    const billing = screen.getByRole('region', { name: m.detail.billing });
    expect(within(billing).getByText('Studio Rossi')).toBeTruthy();
    expect(within(billing).getByText('ABC1234')).toBeTruthy();
    expect(screen.getByText('BENVENUTO10 (−16,00 €)')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: m.detail.summary })).getByText('Carta')).toBeTruthy();
    const history = screen.getByRole('region', { name: m.detail.history });
    expect(within(history).getByText(`${m.detail.created}: In attesa dell'host`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.detail.accept })).toBeNull();
  });

  it('accepts a request after the confirmation and announces the answer', async () => {
    let status: HostBooking['status'] = 'requested';
    const fetchMock = mockApi((path) => {
      if (path === 'host/bookings/41/accept') {
        status = 'pending';
        return {
          body: {
            success: true,
            message: messages.booking.host.accepted,
            data: { _id: 41, status, hold_expires_at: null },
          },
        };
      }
      return { body: { success: true, message: 'ok', data: detail({ status }) } };
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: m.detail.accept }));
    const dialog = screen.getByRole('dialog', { name: m.detail.acceptTitle, hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { name: m.detail.accept, hidden: true }));
    expect(await screen.findByText(messages.booking.host.accepted)).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: m.detail.accept })).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/host/bookings/41/accept'))).toBe(true);
  });

  it('declines with the reason written in the dialog, or shows why it could not', async () => {
    const fetchMock = mockApi((path) =>
      path === 'host/bookings/41/decline'
        ? { status: 409, body: { success: false, message: messages.booking.host.requestExpired } }
        : { body: { success: true, message: 'ok', data: detail() } },
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: m.detail.decline }));
    const dialog = screen.getByRole('dialog', { name: m.detail.declineTitle, hidden: true });
    fireEvent.change(within(dialog).getByLabelText(m.detail.declineReason), {
      target: { value: '  Sala chiusa per lavori.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: m.detail.decline, hidden: true }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.booking.host.requestExpired);
    expect(sentBody(fetchMock, 'host/bookings/41/decline')).toEqual({ reason: 'Sala chiusa per lavori.' });
  });

  it('cancels a paid booking with the reason the guest reads, then shows it cancelled with its full refund', async () => {
    let cancelled = false;
    const paid = { status: 'booked', payment_method: 'stripe' } as const;
    const fetchMock = mockApi((path) => {
      if (path === 'host/bookings/41/cancel') {
        cancelled = true;
        return {
          body: {
            success: true,
            message: messages.booking.cancellation.hostCancelled,
            data: {
              _id: 41,
              status: 'cancelled',
              refund_amount: 195.2,
              refund_amount_cents: 19_520,
              refund: null,
            },
          },
        };
      }
      const refund = { amount: 195.2, amount_cents: 19_520, status: 'succeeded', method: 'stripe' } as const;
      return {
        body: {
          success: true,
          message: 'ok',
          data: cancelled
            ? detail({
                ...paid,
                status: 'cancelled',
                refunded_amount: 195.2,
                refunded_amount_cents: 19_520,
                refunds: [{ ...refund, created_at: '2030-03-01T09:00:00.000Z' }],
              })
            : detail(paid),
        },
      };
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: m.detail.cancel }));
    const dialog = screen.getByRole('dialog', { name: m.detail.cancelTitle, hidden: true });
    expect(within(dialog).getByText(m.detail.cancelRefund(euroText(19_520)))).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: m.detail.confirmCancel, hidden: true });
    fireEvent.click(confirm);
    const reason = within(dialog).getByLabelText(m.detail.cancelReason);
    await vi.waitFor(() =>
      expect(document.getElementById(reason.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        messages.booking.cancellation.hostReasonRequired,
      ),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(false);

    fireEvent.change(reason, { target: { value: '  Allagamento negli uffici ' } });
    fireEvent.click(confirm);
    const outcome = await screen.findByText(messages.booking.cancellation.hostCancelled);
    expect(sentBody(fetchMock, 'host/bookings/41/cancel')).toEqual({ reason: 'Allagamento negli uffici' });
    await vi.waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    const summary = screen.getByRole('region', { name: m.detail.summary });
    expect(await within(summary).findByText('Annullata')).toBeTruthy();
    const refunds = screen.getByRole('region', { name: m.detail.refunds });
    expect(
      within(refunds).getByText(m.detail.refundLine(euroText(19_520), 'Carta', 'rimborsato')),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.detail.cancel })).toBeNull();
  });

  it('offers no cancellation once the stay has begun, and says an unpaid one only frees the dates', async () => {
    mockApi((path) =>
      path === 'host/bookings/41'
        ? {
            body: {
              success: true,
              message: 'ok',
              data: detail({ status: 'booked', start_date: '2020-01-01' }),
            },
          }
        : { body: { success: true, message: 'ok', data: detail({ _id: 42, status: 'pending' }) } },
    );
    renderDetail();
    await screen.findByRole('heading', { name: 'Prenotazione SCR-2030-000041' });
    expect(screen.queryByRole('button', { name: m.detail.cancel })).toBeNull();
    cleanup();
    renderDetail(42);
    fireEvent.click(await screen.findByRole('button', { name: m.detail.cancel }));
    expect(screen.getByText(m.detail.cancelUnpaid)).toBeTruthy();
  });

  it('shows an awaited transfer read-only with its deadline and who confirms it', async () => {
    mockApi(() => ({
      body: {
        success: true,
        message: 'ok',
        data: detail({ status: 'awaiting_transfer', payment_method: 'wireTransfer' }),
      },
    }));
    renderDetail();
    expect(await screen.findByText(m.detail.transferNote)).toBeTruthy();
    expect(screen.getByText(/Il bonifico è atteso entro il 01\/03\/2030, 10:30/)).toBeTruthy();
    // Only the cancellation is offered: the operator confirms the transfer.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([m.detail.cancel]);
  });

  it('says a booking it cannot see is not found', async () => {
    mockApi(() => ({ status: 404, body: { success: false, message: messages.booking.host.notFound } }));
    renderDetail();
    expect((await screen.findByRole('alert')).textContent).toContain(m.detail.notFound);
  });
});

describe('the dashboard and the earnings', () => {
  it('lists requests with their deadline and links each part to its screen', async () => {
    mockApi(() => ({
      body: {
        success: true,
        message: 'ok',
        data: {
          today: [],
          upcoming: [booking({ _id: 42, booking_no: 'SCR-2030-000042', status: 'booked' })],
          requests: [booking()],
          transfers: [],
          month_paid_amount: 1234.5,
          month_paid_bookings: 3,
        },
      },
    }));
    renderWithProviders(<HostDashboardPage />, { path: '/host' });
    const requests = await screen.findByRole('region', { name: m.dashboard.requests });
    expect(
      within(requests)
        .getByRole('link', { name: /SCR-2030-000041/ })
        .getAttribute('href'),
    ).toBe('/host/bookings/41');
    expect(within(requests).getByText(/Rispondi entro il 01\/03\/2030, 10:30/)).toBeTruthy();
    expect(within(requests).getByRole('link', { name: m.dashboard.seeAll }).getAttribute('href')).toBe(
      '/host/bookings?status=requested',
    );
    const paid = screen.getByRole('region', { name: m.dashboard.monthPaid });
    expect(within(paid).getByText(euroText(123_450))).toBeTruthy();
    expect(within(paid).getByText('3 prenotazioni pagate')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: m.dashboard.transfers })).getByText(m.dashboard.noTransfers),
    ).toBeTruthy();
  });

  it("shows the year's months, net, VAT and gross, and reads another year from the address", async () => {
    const zero = { bookings: 0, net_amount: 0, vat_amount: 0, gross_amount: 0 };
    const months = Array.from({ length: 12 }, (_, index) =>
      index === 2
        ? { month: 3, bookings: 2, net_amount: 200, vat_amount: 44, gross_amount: 244 }
        : { month: index + 1, ...zero },
    );
    const fetchMock = mockApi(() => ({
      body: {
        success: true,
        message: 'ok',
        data: {
          year: 2029,
          months,
          total: { bookings: 2, net_amount: 200, vat_amount: 44, gross_amount: 244 },
        },
      },
    }));
    renderWithProviders(<HostEarningsPage />, { path: '/host/earnings?year=2029' });
    const march = (await screen.findByRole('rowheader', { name: 'Marzo' })).closest('tr') as HTMLElement;
    expect(
      within(march)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', ...[20_000, 4_400, 24_400].map(formatEuroCents)]);
    expect(screen.getByRole('rowheader', { name: m.earnings.total })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/backend/api/host/earnings?year=2029');
    expect((screen.getByLabelText(m.earnings.year) as HTMLSelectElement).value).toBe('2029');
  });
});
