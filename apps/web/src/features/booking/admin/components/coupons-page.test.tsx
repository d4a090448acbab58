import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../../test/render.tsx';
import { CouponsPage } from './coupons-page.tsx';

const c = messages.booking.admin.screens.coupons;
const rules = messages.booking.admin.coupons;
const coupon = {
  _id: 4,
  coupon_code: 'ESTATE10',
  amount: 10,
  amount_type: 'percentage',
  starts_on: null,
  ends_on: null,
  usage_limit: 5,
  min_amount: 0,
  active: true,
  created_at: '2026-11-20T10:00:00.000Z',
  uses: 2,
  discount_given: 18.5,
};
const page = { success: true, data: { items: [coupon], page: 1, per_page: 50, has_more: false } };

afterEach(() => vi.unstubAllGlobals());

describe('the Coupon screen', () => {
  it('lists each coupon with its uses and the discount it gave', async () => {
    mockApi(() => ({ body: page }));
    renderWithProviders(<CouponsPage />);
    expect(await screen.findByText('ESTATE10')).toBeTruthy();
    expect(screen.getByText('2 / 5')).toBeTruthy();
    expect(screen.getByText('18,50 €')).toBeTruthy();
  });

  it('shows a coupon past its last valid day as Scaduto in the list and in its edit form', async () => {
    const expired = {
      ...coupon,
      _id: 5,
      coupon_code: 'INVERNO20',
      starts_on: '2020-01-01',
      ends_on: '2020-01-31',
    };
    const running = { ...coupon, _id: 6, coupon_code: 'SEMPRE5', ends_on: '2099-12-31' };
    mockApi(() => ({ body: { ...page, data: { ...page.data, items: [expired, running] } } }));
    renderWithProviders(<CouponsPage />);
    const table = await screen.findByRole('table', { name: c.caption });
    expect(within(table).getByText('INVERNO20').closest('tr')?.textContent).toContain(c.expired);
    expect(within(table).getByText('SEMPRE5').closest('tr')?.textContent).toContain(c.active);
    expect(within(table).getByText('SEMPRE5').closest('tr')?.textContent).not.toContain(c.expired);
    expect(within(table).getByText('INVERNO20').closest('tr')?.textContent).not.toContain(c.active);

    fireEvent.click(screen.getByRole('button', { name: c.editNamed('INVERNO20') }));
    const dialog = await screen.findByRole('dialog', { name: c.editTitle('INVERNO20') });
    expect(within(dialog).getByText(c.expired)).toBeTruthy();
    expect(within(dialog).getByText(c.expiredNotice('31/01/2020'))).toBeTruthy();
  });

  it('refuses a percentage over 100 in the browser with the server’s words, without a request', async () => {
    const fetchMock = mockApi(() => ({ body: page }));
    renderWithProviders(<CouponsPage />);
    fireEvent.click(await screen.findByRole('button', { name: c.add }));
    fireEvent.change(screen.getByLabelText(c.code), { target: { value: 'TROPPO' } });
    fireEvent.change(screen.getByLabelText(c.amountType), { target: { value: 'percentage' } });
    fireEvent.change(screen.getByLabelText(c.amount), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: messages.booking.admin.screens.save }));
    expect(await screen.findByText(rules.percentInvalid)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates a coupon and shows the server’s refusal of a duplicate code', async () => {
    const fetchMock = mockApi(() => ({ status: 409, body: { success: false, message: rules.codeTaken } }));
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify(page), { status: 200 }));
    renderWithProviders(<CouponsPage />);
    fireEvent.click(await screen.findByRole('button', { name: c.add }));
    fireEvent.change(screen.getByLabelText(c.code), { target: { value: 'estate10' } });
    fireEvent.change(screen.getByLabelText(c.amount), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: messages.booking.admin.screens.save }));
    expect(await screen.findByText(rules.codeTaken)).toBeTruthy();
    expect(sentBody(fetchMock, 'admin/coupons')).toMatchObject({
      coupon_code: 'estate10',
      amount: 12.5,
      amount_type: 'amount',
      min_amount: 0,
      starts_on: null,
    });
  });

  it('ends a coupon only after confirmation', async () => {
    const fetchMock = mockApi((path) =>
      path === 'admin/coupons/4/end'
        ? { body: { success: true, message: rules.ended, data: { ...coupon, active: false } } }
        : { body: page },
    );
    renderWithProviders(<CouponsPage />);
    fireEvent.click(await screen.findByRole('button', { name: c.endNamed('ESTATE10') }));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/end'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: c.end }));
    expect(await screen.findByText(rules.ended)).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/end'))).toBe(true),
    );
  });
});
