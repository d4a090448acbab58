import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentTo } from '../../../../test/render.tsx';
import { PayoutsPage } from './payouts-page.tsx';

const m = messages.payouts.console;
const ledger = messages.payouts.ledger;
const payout = (overrides: object) => ({
  _id: 7,
  kind: 'booking',
  host: { _id: 3, name: 'Anna Conti', email: 'anna@example.test' },
  booking_no: 'SCR-000123',
  gross_cents: 12_200,
  commission_cents: 1_220,
  net_cents: 10_980,
  due_on: '2026-12-02',
  status: 'scheduled',
  method: 'sepa',
  hold_reason: null,
  failure_message: null,
  batch_id: null,
  paid_at: null,
  ...overrides,
});
const batch = {
  _id: 4,
  reference: 'SCRIVANIA-PAY-00000004',
  count: 2,
  total_cents: 15_000,
  requested_on: '2026-11-28',
  created_at: '2026-11-28T10:00:00.000Z',
  paid_at: null,
};
const page = (items: object[]) => ({
  success: true,
  data: { items, page: 1, per_page: 50, has_more: false },
});

function api(answers: Record<string, { status?: number; body: unknown }> = {}) {
  return mockApi((path, method) => {
    const answer = answers[`${method} ${path}`];
    if (answer) return answer;
    if (path === 'admin/payouts')
      return { body: page([payout({}), payout({ _id: 8, status: 'paid', booking_no: 'SCR-000124' })]) };
    if (path === 'admin/payout-batches') return { body: page([batch]) };
    return { status: 500, body: { success: false, message: 'inatteso' } };
  });
}

const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input]) => new URL(String(input), 'http://localhost').pathname);

afterEach(() => vi.unstubAllGlobals());

describe('Pagamenti agli host', () => {
  it('lists the payouts with host, booking, sums, due day, status and method, and filters through the address', async () => {
    const fetchMock = api();
    renderWithProviders(<PayoutsPage />, { path: '/?status=scheduled&host=anna' });
    const table = await screen.findByRole('table', { name: m.caption });
    const row = within(table).getByText('SCR-000123').closest('tr');
    if (!row) throw new Error('no row');
    for (const text of [
      'Anna Conti',
      '122,00 €',
      '12,20 €',
      '109,80 €',
      '02/12/2026',
      ledger.statuses.scheduled,
      ledger.methods.sepa,
    ])
      expect(within(row).getByText(text)).toBeTruthy();
    // Only a line the server would release offers 'Rilascia'.
    expect(screen.getAllByRole('button', { name: /^Rilascia il pagamento/ })).toHaveLength(1);
    expect((screen.getByLabelText(m.filterHost) as HTMLInputElement).value).toBe('anna');
    const searches = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname.endsWith('admin/payouts'))
      .map((url) => url.search);
    expect(searches[0]).toBe('?status=scheduled&host=anna&page=1');
  });

  it('releases a payout only with a reason, said in Italian before anything is sent', async () => {
    const fetchMock = api({
      'POST admin/payouts/7/release': {
        body: { success: true, message: m.released, data: payout({ status: 'due' }) },
      },
    });
    renderWithProviders(<PayoutsPage />);
    fireEvent.click(await screen.findByRole('button', { name: m.releaseNamed('SCR-000123') }));
    const dialog = await screen.findByRole('dialog', { name: m.releaseTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: m.release }));
    expect(await within(dialog).findByText(messages.payouts.console.reasonRequired)).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(m.reason), { target: { value: 'Host in difficoltà' } });
    fireEvent.click(within(dialog).getByRole('button', { name: m.release }));
    expect(await screen.findByText(m.released)).toBeTruthy();
    expect(JSON.parse(String(sentTo(fetchMock, 'admin/payouts/7/release').body))).toEqual({
      reason: 'Host in difficoltà',
    });
  });

  it('runs the payouts now and creates a SEPA batch, saying what the server answered', async () => {
    const fetchMock = api({
      'POST admin/payouts/run': {
        body: { success: true, message: m.ran, data: { made_due: 3, paid: 2, refused: 0, unanswered: 0 } },
      },
      'POST admin/payout-batches': { status: 409, body: { success: false, message: m.nothingToBatch } },
    });
    renderWithProviders(<PayoutsPage />);
    fireEvent.click(await screen.findByRole('button', { name: m.runNow }));
    expect(await screen.findByText(`${m.ran} ${m.ranSummary(3, 2, 0)}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.createBatch }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.nothingToBatch);
    expect(posts(fetchMock)).toEqual(['/backend/api/admin/payouts/run', '/backend/api/admin/payout-batches']);
  });

  it('lists the batches with their file, and marks one paid only after the confirmation', async () => {
    const fetchMock = api({
      'POST admin/payout-batches/4/mark-paid': {
        body: {
          success: true,
          message: m.batchMarkedPaid,
          data: { ...batch, paid_at: '2026-11-29T09:00:00.000Z' },
        },
      },
    });
    renderWithProviders(<PayoutsPage />);
    const table = await screen.findByRole('table', { name: m.batches.caption });
    expect(within(table).getByText('150,00 €')).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: m.batches.downloadNamed(batch.reference) }),
    ).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: m.batches.markPaidNamed(batch.reference) }));
    const dialog = await screen.findByRole('dialog', { name: m.batches.markPaidTitle });
    expect(within(dialog).getByText(m.batches.markPaidText)).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: m.batches.markPaid }));
    expect(await screen.findByText(m.batchMarkedPaid)).toBeTruthy();
    expect(posts(fetchMock)).toEqual(['/backend/api/admin/payout-batches/4/mark-paid']);
  });
});
