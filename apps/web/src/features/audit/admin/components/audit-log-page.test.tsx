import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../../test/render.tsx';
import { AuditLogPage } from './audit-log-page.tsx';

const s = messages.audit.screen;
const entry = {
  _id: 1,
  at: '2026-11-20T10:00:00.000Z',
  kind: 'testimonial.reject',
  target_type: 'testimonial',
  target_id: '7',
  actor: { _id: 4, name: 'Anna Conti', email: 'admin@example.com' },
  before: { status: 'pending', reject_reason: null },
  after: { status: 'rejected', reject_reason: '<script>x</script>' },
};

beforeEach(() => localStorage.setItem('token', 'admin-token'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const requested = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('admin/audit-log'));

describe('the audit log screen', () => {
  it('lists each change with its Italian name and before → after as text', async () => {
    mockApi(() => ({
      body: { success: true, data: { items: [entry], page: 1, per_page: 50, has_more: true } },
    }));
    renderWithProviders(<AuditLogPage />, { path: '/admin/audit-log' });
    const table = await screen.findByRole('table');
    const kindName = messages.audit.kindNames['testimonial.reject'];
    const row = within(table).getByText(kindName).closest('tr') as HTMLElement;
    expect(within(row).getByText('pending')).toBeTruthy();
    expect(within(row).getByText('rejected')).toBeTruthy();
    expect(within(row).getByText('<script>x</script>')).toBeTruthy();
    expect(within(row).getByText(s.emptyValue)).toBeTruthy();
    expect(within(row).getByText(s.target(messages.audit.targetNames.testimonial, '7'))).toBeTruthy();
    // A testimonial has no console page of its own to link to.
    expect(within(row).queryByRole('link', { name: /Testimonianza/ })).toBeNull();
    expect(
      within(row)
        .getByRole('link', { name: s.onlyActor('Anna Conti') })
        .getAttribute('href'),
    ).toBe('/admin/audit-log?actor_id=4');
    expect(screen.getByRole('link', { name: messages.backOffice.console.pager.next })).toBeTruthy();
  });

  it('shows amounts in euro, fields by their Italian names and links to what changed', async () => {
    const refund = {
      ...entry,
      _id: 2,
      kind: 'booking.refund',
      target_type: 'booking',
      target_id: '12',
      before: { refunded_cents: 0 },
      after: { refund_cents: 1250, reason: 'Wifi assente' },
    };
    const couponEdit = {
      ...entry,
      _id: 3,
      kind: 'coupon.update',
      target_type: 'coupon',
      target_id: '4',
      before: { amount_type: 'amount', amount: 1000, active: true },
      after: { amount_type: 'percentage', amount: 15, active: false },
    };
    const role = {
      ...entry,
      _id: 4,
      kind: 'user.role',
      target_type: 'user',
      target_id: '8',
      before: { role: 'guest' },
      after: { role: 'host' },
    };
    const unpublish = {
      ...entry,
      _id: 5,
      kind: 'listing.unpublish',
      target_type: 'listing',
      target_id: '3',
      before: { suspension: null },
      after: { suspension: 'operator' },
    };
    mockApi(() => ({
      body: {
        success: true,
        data: { items: [refund, couponEdit, role, unpublish], page: 1, per_page: 50, has_more: false },
      },
    }));
    renderWithProviders(<AuditLogPage />, { path: '/admin/audit-log' });
    const table = await screen.findByRole('table');
    const rowOf = (kind: keyof typeof messages.audit.kindNames) =>
      within(table).getByText(messages.audit.kindNames[kind]).closest('tr') as HTMLElement;
    const f = messages.audit.fieldNames;
    const t = messages.audit.targetNames;

    const refundRow = rowOf('booking.refund');
    expect(within(refundRow).getByText(`${f.refund_cents}:`)).toBeTruthy();
    expect(within(refundRow).getByText('12,50 €')).toBeTruthy();
    expect(within(refundRow).getByText('0,00 €')).toBeTruthy();
    expect(within(refundRow).queryByText(/refund_cents|1250/)).toBeNull();
    expect(
      within(refundRow)
        .getByRole('link', { name: s.target(t.booking, '12') })
        .getAttribute('href'),
    ).toBe('/admin/bookings/12');

    const couponRow = rowOf('coupon.update');
    for (const text of [`${f.amount}:`, '10,00 €', '15 %', s.yes, s.no, `${f.active}:`])
      expect(within(couponRow).getByText(text)).toBeTruthy();
    expect(
      within(couponRow)
        .getByRole('link', { name: s.target(t.coupon, '4') })
        .getAttribute('href'),
    ).toBe('/admin/coupons');
    expect(
      within(rowOf('user.role'))
        .getByRole('link', { name: s.target(t.user, '8') })
        .getAttribute('href'),
    ).toBe('/admin/users/8');
    expect(
      within(rowOf('listing.unpublish'))
        .getByRole('link', { name: s.target(t.listing, '3') })
        .getAttribute('href'),
    ).toBe('/admin/catalog/listings');
  });

  it('filters by kind and by user, leaving out what is empty', async () => {
    const fetchMock = mockApi(() => ({
      body: { success: true, data: { items: [], page: 1, per_page: 50, has_more: false } },
    }));
    renderWithProviders(<AuditLogPage />, { path: '/admin/audit-log' });
    expect(await screen.findByText(s.empty)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(s.kind), { target: { value: 'review.hide' } });
    fireEvent.click(screen.getByRole('button', { name: s.apply }));
    await waitFor(() => expect(requested(fetchMock).at(-1)).toMatch(/admin\/audit-log\?kind=review\.hide$/));
    fireEvent.change(screen.getByLabelText(s.actor), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: s.apply }));
    await waitFor(() =>
      expect(requested(fetchMock).at(-1)).toMatch(/admin\/audit-log\?kind=review\.hide&actor_id=4$/),
    );
  });

  it("shows the server's refusal of a filter", async () => {
    mockApi(() => ({ status: 400, body: { success: false, message: messages.audit.actorInvalid } }));
    renderWithProviders(<AuditLogPage />, { path: '/admin/audit-log?actor_id=0' });
    expect((await screen.findByRole('alert')).textContent).toBe(messages.audit.actorInvalid);
  });
});
