import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../../test/render.tsx';
import { RefundsPage } from './refunds-page.tsx';

const r = messages.booking.admin.screens.refunds;
const refund = (overrides: object) => ({
  _id: 7,
  booking_id: 12,
  booking_no: 'SCR-2026-000012',
  guest_name: 'Anna Verdi',
  email: 'anna.verdi@example.com',
  amount: 45.5,
  amount_cents: 4550,
  status: 'failed',
  method: 'stripe',
  provider: 'stripe',
  provider_ref: 're_1',
  initiator: 'operator',
  reason: 'Wifi assente',
  iban: null,
  failure_message: 'expired_or_canceled_card',
  created_at: '2026-11-21T09:00:00.000Z',
  ...overrides,
});
const failed = refund({});
const transfer = refund({
  _id: 8,
  booking_id: 13,
  booking_no: 'SCR-2026-000013',
  status: 'pending',
  method: 'wireTransfer',
  provider: 'bank_transfer',
  provider_ref: null,
  initiator: 'guest',
  reason: null,
  iban: 'IT60X0542811101000000123456',
  failure_message: null,
});
const card = refund({ _id: 9, booking_no: 'SCR-2026-000014', status: 'succeeded', failure_message: null });
const list = { success: true, data: [failed, transfer, card] };

const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input]) => new URL(String(input), 'http://localhost').pathname);

/** A confirmation's facts, label and value in turn. */
const factsOf = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('dt, dd')).map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('the Rimborsi list', () => {
  it('shows each refund with its booking, guest, method, amount, status, reason, date and IBAN', async () => {
    mockApi(() => ({ body: list }));
    renderWithProviders(<RefundsPage />);
    const table = await screen.findByRole('table', { name: r.caption });
    const row = within(table).getByRole('link', { name: 'SCR-2026-000013' }).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(table).getByRole('link', { name: 'SCR-2026-000013' }).getAttribute('href')).toBe(
      '/admin/bookings/13',
    );
    for (const text of [
      'Anna Verdi',
      'anna.verdi@example.com',
      r.methods.wireTransfer,
      r.statuses.pending,
      r.initiators.guest,
      'IT60X0542811101000000123456',
    ])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByText(/45,50/)).toBeTruthy();
    expect(within(row).getByText(/21\/11\/2026/)).toBeTruthy();
    // Only a failed refund is tried again, only a pending transfer is marked sent.
    expect(screen.getAllByRole('button', { name: /^Riprova/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Segna come inviato/ })).toHaveLength(1);
  });

  it('filters by status through the address', async () => {
    const fetchMock = mockApi(() => ({ body: { success: true, data: [failed] } }));
    renderWithProviders(<RefundsPage />, { path: '/?status=pending' });
    await screen.findByRole('table', { name: r.caption });
    expect(screen.getByRole('button', { name: r.filters.pending }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: r.filters.failed }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: r.filters.failed }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    const searches = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search);
    expect(searches).toEqual(['?status=pending', '?status=failed']);
  });

  it('retries a failed refund only after the confirm that states its amount and method (Annulla sends nothing), and says what the server answered', async () => {
    const fetchMock = mockApi((path) =>
      path === 'admin/refunds'
        ? { body: list }
        : {
            body: {
              success: true,
              message: 'Rimborso inviato di nuovo.',
              data: { ...failed, status: 'succeeded' },
            },
          },
    );
    renderWithProviders(<RefundsPage />);
    fireEvent.click(await screen.findByRole('button', { name: r.retryNamed('SCR-2026-000012') }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: messages.backOffice.confirm.cancel,
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(fetchMock)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: r.retryNamed('SCR-2026-000012') }));
    const dialog = await screen.findByRole('dialog', { name: r.retryTitle });
    expect(within(dialog).getByText(r.retryText)).toBeTruthy();
    expect(factsOf(dialog)).toEqual([r.factsAmount, formatEuroCents(4550), r.factsMethod, r.methods.stripe]);
    expect(posts(fetchMock)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: r.retry }));
    expect(await screen.findByText('Rimborso inviato di nuovo.')).toBeTruthy();
    expect(posts(fetchMock)).toEqual(['/backend/api/admin/refunds/7/retry']);
  });

  it('asks the provider again, after the confirm, only for a card refund whose answer was lost', async () => {
    const lost = refund({
      _id: 10,
      booking_no: 'SCR-2026-000015',
      status: 'pending',
      provider_ref: null,
      failure_message: null,
    });
    // Pending with the provider's id: it answered, and its confirmation is still to come.
    const answered = refund({
      _id: 11,
      booking_no: 'SCR-2026-000016',
      status: 'pending',
      failure_message: null,
    });
    const fetchMock = mockApi((path) =>
      path === 'admin/refunds'
        ? { body: { success: true, data: [lost, answered, transfer] } }
        : {
            body: {
              success: true,
              message: 'Il provider ha confermato il rimborso.',
              data: { ...lost, status: 'succeeded', provider_ref: 're_2' },
            },
          },
    );
    renderWithProviders(<RefundsPage />);
    const button = await screen.findByRole('button', { name: r.resendNamed('SCR-2026-000015') });
    expect(screen.getAllByRole('button', { name: /^Richiedi al provider/ })).toHaveLength(1);
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(r.resendText)).toBeTruthy();
    expect(factsOf(dialog)).toEqual([r.factsAmount, formatEuroCents(4550), r.factsMethod, r.methods.stripe]);
    expect(posts(fetchMock)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: r.resend }));
    expect(await screen.findByText('Il provider ha confermato il rimborso.')).toBeTruthy();
    expect(posts(fetchMock)).toEqual(['/backend/api/admin/refunds/10/resend']);
  });

  it('marks a transfer refund sent after naming its amount and the end of its IBAN, and shows the server’s refusal', async () => {
    const refusal = 'Questo rimborso non è in attesa del bonifico: è già stato inviato o è fallito.';
    const fetchMock = mockApi((path) =>
      path === 'admin/refunds' ? { body: list } : { status: 409, body: { success: false, message: refusal } },
    );
    renderWithProviders(<RefundsPage />);
    fireEvent.click(await screen.findByRole('button', { name: r.markSentNamed('SCR-2026-000013') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(r.markSentText)).toBeTruthy();
    expect(factsOf(dialog)).toEqual([
      r.factsAmount,
      formatEuroCents(4550),
      r.factsMethod,
      `${r.methods.wireTransfer} · ${r.ibanEnding('3456')}`,
    ]);
    expect(posts(fetchMock)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: r.markSent }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(posts(fetchMock)).toEqual(['/backend/api/admin/refunds/8/mark-sent']);
  });
});
