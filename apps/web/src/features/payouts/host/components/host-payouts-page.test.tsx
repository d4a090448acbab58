import { messages } from '@scrivania/core/messages.it';
import { formatEuroCents } from '@scrivania/core/money';
import type { Payout, PayoutAccount, PayoutProfileResponse } from '@scrivania/core/payouts/schemas';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { HostPayoutsPage } from './host-payouts-page.tsx';
import { NextPayoutCard } from './next-payout-card.tsx';

const s = messages.payouts.screen;
const euroText = (cents: number) => formatEuroCents(cents).replace(/\s/g, ' ');

beforeEach(() => localStorage.setItem('token', 'host-token'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PROFILE: NonNullable<PayoutProfileResponse['data']['profile']> = {
  legal_type: 'individual',
  first_name: 'Luca',
  last_name: 'Ferri',
  company_name: null,
  tax_code: 'RSSMRA85T10A562S',
  vat_number: null,
  birth_date: '1985-12-10',
  address: 'Via Roma 1',
  zip: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  iban: 'IT60X0542811101000000123456',
  account_holder: 'Luca Ferri',
  updated_at: '2030-03-01T09:00:00.000Z',
};

const line = (overrides: Partial<Payout>): Payout => ({
  _id: 1,
  kind: 'booking',
  booking_id: 41,
  booking_no: 'SCR-2030-000041',
  gross_cents: 12_200,
  commission_cents: 1_220,
  net_cents: 10_980,
  commission_percent: 10,
  due_on: '2030-03-06',
  status: 'scheduled',
  method: 'sepa',
  paid_at: null,
  hold_reason: null,
  failure_message: null,
  ...overrides,
});

interface World {
  profile: PayoutProfileResponse['data'];
  account: PayoutAccount | null;
  lines: Record<string, Payout[]>;
  put?: { status: number; body: unknown };
}

/** The API as the screen finds it; the answers are read from `world` at each call. */
function stubApi(world: World) {
  const ok = (data: unknown) => ({ success: true, message: 'ok', data });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/backend/api/', '');
    const method = init?.method ?? 'GET';
    const answer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === 'host/payout-profile' && method === 'PUT')
      return answer(world.put?.status ?? 200, world.put?.body ?? ok(world.profile));
    if (path === 'host/payout-profile') return answer(200, ok(world.profile));
    if (path === 'host/payout-account')
      return world.account ? answer(200, ok(world.account)) : answer(404, { success: false, message: 'no' });
    if (path === 'host/payout-account/onboarding')
      return answer(200, ok({ url: 'http://localhost/backend/api/payout-sandbox/onboarding/abc' }));
    if (path === 'host/payouts') {
      const payouts = world.lines[url.searchParams.get('group') ?? ''] ?? [];
      return answer(200, ok({ payouts, page: 1, per_page: 50, has_more: false }));
    }
    return answer(404, { success: false, message: path });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A section of the screen, found by its heading. */
const section = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('section') as HTMLElement;

const newHost = (): World => ({
  profile: { profile: null, complete: false, history: [] },
  account: { status: 'not_started', payouts_enabled: false, requirements: [], mode: 'sandbox' },
  lines: {},
});

describe('the host’s Pagamenti screen', () => {
  it('asks a new host for the profile first, with the password for the IBAN, and shows the server’s field errors', async () => {
    const world = newHost();
    world.put = {
      status: 400,
      body: {
        success: false,
        message: messages.payouts.profile.taxCodeInvalid,
        errors: { tax_code: messages.payouts.profile.taxCodeInvalid },
      },
    };
    const fetchMock = stubApi(world);
    renderWithProviders(<HostPayoutsPage />, { path: '/host/payouts' });
    expect(await screen.findByText(s.account.profileFirst)).toBeTruthy();
    expect(screen.queryByRole('button', { name: s.account.start })).toBeNull();
    expect(screen.queryByLabelText(s.form.currentPassword)).toBeNull();
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(s.form.firstName, 'Luca');
    type(s.form.lastName, 'Ferri');
    type(s.form.birthDate, '10/12/1985');
    // Passes the schema's shape; only the server's check of the codice fiscale would refuse it.
    type(s.form.taxCode, 'RSSMRA85T10A562S');
    type(s.form.address, 'Via Roma 1');
    type(s.form.zip, '20121');
    type(s.form.city, 'Milano');
    type(s.form.province, 'MI');
    type(s.form.iban, 'IT60 X054 2811 1010 0000 0123 456');
    type(s.form.accountHolder, 'Luca Ferri');
    type(s.form.currentPassword, 'segreta');
    fireEvent.click(screen.getByRole('button', { name: s.form.save }));
    const taxCode = screen.getByLabelText(s.form.taxCode);
    await vi.waitFor(() => expect(taxCode.getAttribute('aria-invalid')).toBe('true'));
    const errorId = taxCode.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(messages.payouts.profile.taxCodeInvalid);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      legal_type: 'individual',
      iban: 'IT60X0542811101000000123456',
      birth_date: '1985-12-10',
      current_password: 'segreta',
    });
  });

  it('asks for a company’s name and partita IVA instead of a person’s', async () => {
    stubApi(newHost());
    renderWithProviders(<HostPayoutsPage />, { path: '/host/payouts' });
    fireEvent.click(await screen.findByLabelText(s.form.legalTypes.company));
    expect(screen.getByLabelText(s.form.companyName)).toBeTruthy();
    expect(screen.getByLabelText(s.form.vatNumber)).toBeTruthy();
    expect(screen.queryByLabelText(s.form.birthDate)).toBeNull();
  });

  it('leads to the card verification and lists what it still asks', async () => {
    const world: World = {
      profile: {
        profile: PROFILE,
        complete: true,
        history: [{ at: PROFILE.updated_at, changed_by: 7, fields: ['iban'] }],
      },
      account: {
        status: 'pending',
        payouts_enabled: false,
        requirements: ['external_account'],
        mode: 'sandbox',
      },
      lines: {},
    };
    const fetchMock = stubApi(world);
    const go = vi.fn();
    renderWithProviders(<HostPayoutsPage go={go} />, { path: '/host/payouts' });
    expect(await screen.findByText('Conto bancario su cui ricevere i pagamenti')).toBeTruthy();
    // The saved IBAN asks for no password until it changes.
    expect(screen.queryByLabelText(s.form.currentPassword)).toBeNull();
    expect(screen.getByText(/: IBAN$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: s.account.resume }));
    await vi.waitFor(() =>
      expect(go).toHaveBeenCalledWith('http://localhost/backend/api/payout-sandbox/onboarding/abc'),
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });

  it('says so when the host is back from the verification, the account enabled', async () => {
    stubApi({
      profile: { profile: PROFILE, complete: true, history: [] },
      account: { status: 'enabled', payouts_enabled: true, requirements: [], mode: 'sandbox' },
      lines: {},
    });
    renderWithProviders(<HostPayoutsPage />, { path: '/host/payouts?onboarding=return' });
    expect((await screen.findByText(s.account.returned)).getAttribute('role')).toBe('status');
    expect(screen.getByText(s.account.status(messages.payouts.account.statuses.enabled))).toBeTruthy();
    expect(screen.getByText(s.account.enabled)).toBeTruthy();
  });

  it('lists upcoming, failed and paid payouts with their bookings, adjustments negative', async () => {
    stubApi({
      profile: { profile: PROFILE, complete: true, history: [] },
      account: null,
      lines: {
        upcoming: [
          line({
            _id: 2,
            kind: 'adjustment',
            gross_cents: -2_000,
            commission_cents: -200,
            net_cents: -1_800,
            status: 'due',
          }),
          line({ _id: 1 }),
        ],
        failed: [
          line({ _id: 3, booking_id: 43, booking_no: 'SCR-2030-000043', status: 'failed', method: 'stripe' }),
        ],
        paid: [
          line({
            _id: 4,
            booking_id: 44,
            booking_no: 'SCR-2030-000044',
            status: 'paid',
            paid_at: '2030-03-06T05:00:00.000Z',
          }),
        ],
      },
    });
    renderWithProviders(<HostPayoutsPage />, { path: '/host/payouts' });
    const upcoming = await section(s.list.upcoming);
    await within(upcoming).findAllByRole('link', { name: 'SCR-2030-000041' });
    const rows = within(upcoming).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain(messages.payouts.ledger.adjustment);
    expect(rows[0]?.textContent).toContain(formatEuroCents(-1_800));
    expect(rows[1]?.textContent).toContain(formatEuroCents(10_980));
    expect(rows[1]?.textContent).toContain('Programmato');
    expect(rows[1]?.textContent).toContain('Bonifico SEPA');
    expect(within(upcoming).getAllByRole('link')[0]?.getAttribute('href')).toBe('/host/bookings/41');
    expect(screen.getByText(messages.payouts.screen.account.sepaOnly)).toBeTruthy();
    const failed = await section(s.list.failed);
    expect(await within(failed).findByText(s.list.failedReason)).toBeTruthy();
    const paid = await section(s.list.paid);
    expect(await within(paid).findByText(/^Pagato il 06\/03\/2030/)).toBeTruthy();
    const month = screen.getByLabelText(s.statement.month) as HTMLInputElement;
    fireEvent.change(month, { target: { value: '2030-03' } });
    expect(screen.getByRole('button', { name: s.statement.pdfName('2030-03') })).toBeTruthy();
    expect(screen.getByRole('button', { name: s.statement.csvName('2030-03') })).toBeTruthy();
  });
});

describe('the dashboard’s next payout', () => {
  const summary = (data: object) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, message: 'ok', data }))),
    );

  it('shows the amount and day of the next payout', async () => {
    summary({
      next_payout: { due_on: '2030-03-06', net_cents: 123_456, lines: 2 },
      upcoming_net_cents: 200_000,
      paid_net_cents: 0,
      profile_complete: true,
      account_status: 'enabled',
    });
    renderWithProviders(<NextPayoutCard />);
    expect(await screen.findByText(euroText(123_456))).toBeTruthy();
    expect(screen.getByText(s.dashboard.next('06/03/2030'))).toBeTruthy();
    expect(screen.getByRole('link', { name: s.dashboard.link }).getAttribute('href')).toBe('/host/payouts');
  });

  it('names the next step while the profile is missing', async () => {
    summary({
      next_payout: null,
      upcoming_net_cents: 0,
      paid_net_cents: 0,
      profile_complete: false,
      account_status: 'not_started',
    });
    renderWithProviders(<NextPayoutCard />);
    expect(await screen.findByText(s.dashboard.profile)).toBeTruthy();
    expect(screen.getByText(s.dashboard.none)).toBeTruthy();
  });
});
