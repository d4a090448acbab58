import { messages } from '@scrivania/core/messages.it';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../../test/render.tsx';
import { AdminUserPage } from './admin-user-page.tsx';
import { AdminUsersPage } from './admin-users-page.tsx';

const m = messages.account.admin;
const user = {
  _id: 5,
  name: 'Mario Rossi',
  username: 'mario',
  email: 'mario@example.com',
  role: 'visitor',
  status: 'active',
  created_at: '2026-11-01T09:00:00.000Z',
  bookings_count: 1,
  listings_count: 0,
  host_cancellations_count: 0,
  recent_bookings: [],
  listings: [],
};

afterEach(() => vi.unstubAllGlobals());

function renderDetail(respond: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi(respond);
  renderWithProviders(
    <Routes>
      <Route path="/admin/users/:id" element={<AdminUserPage />} />
    </Routes>,
    { path: '/admin/users/5' },
  );
  return fetchMock;
}

describe('Utenti', () => {
  it('lists accounts and searches by what the operator typed', async () => {
    const fetchMock = mockApi(() => ({
      body: { success: true, message: '', data: { items: [user], page: 1, per_page: 50, has_more: false } },
    }));
    renderWithProviders(<AdminUsersPage />);
    expect(await screen.findByRole('link', { name: 'Mario Rossi' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(m.search), { target: { value: 'rossi' } });
    fireEvent.click(screen.getByRole('button', { name: m.searchButton }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining('admin/users?q=rossi&page=1'),
      ),
    );
  });

  it('shows how many bookings a host cancelled, in the list and on the account', async () => {
    const host = { ...user, role: 'host', host_cancellations_count: 3 };
    mockApi(() => ({
      body: { success: true, message: '', data: { items: [host], page: 1, per_page: 50, has_more: false } },
    }));
    renderWithProviders(<AdminUsersPage />);
    const row = (await screen.findByRole('link', { name: 'Mario Rossi' })).closest('tr') as HTMLElement;
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    const cells = Array.from(row.children, (cell) => cell.textContent);
    // A header also says how its column sorts: find it by its name.
    const column = headers.findIndex((header) => header?.includes(m.columns.hostCancellations));
    expect(column).toBeGreaterThan(0);
    expect(cells[column]).toBe('3');
    cleanup();

    renderDetail(() => ({ body: { success: true, message: '', data: host } }));
    const details = await screen.findByRole('region', { name: m.detailsTitle });
    const term = within(details).getByText(m.columns.hostCancellations);
    expect(term.nextElementSibling?.textContent).toBe('3');
  });

  it('blocks an account only after the confirmation, and shows the server’s answer', async () => {
    let status = 'active';
    const fetchMock = renderDetail((path) => {
      if (path === 'admin/users/5/block') status = 'blocked';
      return { body: { success: true, message: m.blocked, data: { ...user, status } } };
    });
    fireEvent.click(await screen.findByRole('button', { name: m.block }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(m.blockConfirmText)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/block'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: m.block }));
    expect(await screen.findByText(m.blocked)).toBeTruthy();
    expect(await screen.findByRole('button', { name: m.unblock })).toBeTruthy();
  });

  it('changes the role through the form and never offers to change an admin’s', async () => {
    const fetchMock = renderDetail(() => ({ body: { success: true, message: m.roleChanged, data: user } }));
    fireEvent.change(await screen.findByLabelText(m.changeRole), { target: { value: 'host' } });
    fireEvent.click(screen.getByRole('button', { name: m.saveRole }));
    await vi.waitFor(() => expect(sentBody(fetchMock, 'admin/users/5/role')).toEqual({ role: 'host' }));
  });

  it('shows an admin’s role as fixed', async () => {
    renderDetail(() => ({ body: { success: true, message: '', data: { ...user, role: 'admin' } } }));
    expect(await screen.findByText(m.adminRoleFixed)).toBeTruthy();
    expect(screen.queryByLabelText(m.changeRole)).toBeNull();
  });
});
