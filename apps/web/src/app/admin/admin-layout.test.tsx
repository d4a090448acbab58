import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render.tsx';
import { AdminHomePage } from './admin-home-page.tsx';
import { AdminLayout } from './admin-layout.tsx';
import { AdminLoginPage } from './admin-login-page.tsx';
import { adminNavItems } from './admin-nav.ts';
import { adminRoutes } from './routes.tsx';

const m = messages.backOffice;
const profileOf = (role: 'visitor' | 'host' | 'admin', name: string) => ({
  success: true,
  data: { _id: 9, name, role },
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderConsole(path: string) {
  return renderRoutes(
    [
      { path: '/admin/login', element: <AdminLoginPage /> },
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminHomePage /> },
          { path: 'moderation', element: <p>coda di moderazione</p> },
        ],
      },
    ],
    path,
  );
}

describe('the operator console shell', () => {
  it('sends a signed-out visitor to the console login, keeping where they were going', async () => {
    const router = renderConsole('/admin/moderation');
    expect(await screen.findByRole('heading', { name: m.console.login.title })).toBeTruthy();
    expect(router.state.location.search).toBe(`?returnUrl=${encodeURIComponent('/admin/moderation')}`);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(screen.queryByText('coda di moderazione')).toBeNull();
  });

  it.each([
    ['visitor', 'Mario Rossi'],
    ['host', 'Luca Ferri'],
  ] as const)('refuses a %s in Italian and shows none of the console', async (role, name) => {
    localStorage.setItem('token', `${role}-token`);
    mockApi(() => ({ body: profileOf(role, name) }));
    renderConsole('/admin/moderation');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(m.console.access.adminsOnly);
    expect(within(alert).getByRole('link', { name: m.console.access.backToSite }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.queryByText('coda di moderazione')).toBeNull();
  });

  it('lets an admin in, with the navigation, a skip link and the menu button for narrow screens', async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi(() => ({ body: profileOf('admin', 'Anna Conti') }));
    renderConsole('/admin/moderation');
    expect(await screen.findByText('coda di moderazione')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: m.console.navLabel });
    const links = [...nav.querySelectorAll('a')].map((link) => link.textContent);
    expect(links).toEqual(adminNavItems.map((item) => item.label));
    expect(screen.getByRole('link', { name: m.skipToContent }).getAttribute('href')).toBe('#contenuto');
    const menu = screen.getByRole('button', { name: m.openMenu });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(screen.getByRole('button', { name: m.closeMenu }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(m.signedInAs('Anna Conti'))).toBeTruthy();
  });

  it('logs in with the site login and lands on the console front page', async () => {
    const fetchMock = mockApi((path) =>
      path === 'login'
        ? { body: { success: true, token: 'tok-admin', message: 'ok' } }
        : { body: profileOf('admin', 'Anna Conti') },
    );
    const router = renderConsole('/admin/login');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'admin@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Password123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('heading', { name: m.console.home.title, level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    expect(localStorage.getItem('token')).toBe('tok-admin');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/backend/api/login'))).toBe(true);
  });

  it('shows on the front page what waits, each count leading to its built section', async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi((path) =>
      path === 'admin/summary'
        ? {
            body: {
              success: true,
              data: {
                pending_testimonials: 3,
                hidden_reviews: 1,
                open_contact_requests: 2,
                today: { paid_bookings: 4, revenue_cents: 48_800, failed_payments: 1 },
                month: { paid_bookings: 37, revenue_cents: 1_234_550, failed_payments: 6 },
                pending_refunds: 5,
                failed_refunds: 7,
                waiting_requests: 8,
              },
            },
          }
        : { body: profileOf('admin', 'Anna Conti') },
    );
    renderConsole('/admin');
    const pending = await screen.findByRole('link', { name: `3 ${m.console.home.pendingTestimonials}` });
    expect(pending.getAttribute('href')).toBe('/admin/moderation');
    expect(screen.getByRole('link', { name: `1 ${m.console.home.hiddenReviews}` }).getAttribute('href')).toBe(
      '/admin/moderation?tab=reviews&visibility=hidden',
    );
    expect(screen.getByText(m.console.home.openContactRequests)).toBeTruthy();
    const h = m.console.home;
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf(`5 ${h.pendingRefunds}`)).toBe('/admin/refunds?status=pending');
    expect(hrefOf(`7 ${h.failedRefunds}`)).toBe('/admin/refunds?status=failed');
    expect(hrefOf(`8 ${h.waitingRequests}`)).toBe('/admin/bookings?status=requested');
  });

  it('shows today’s and this month’s paid bookings, revenue in euro and failed payments, each leading to its list', async () => {
    localStorage.setItem('token', 'admin-token');
    mockApi((path) =>
      path === 'admin/summary'
        ? {
            body: {
              success: true,
              data: {
                pending_testimonials: 0,
                hidden_reviews: 0,
                open_contact_requests: 0,
                today: { paid_bookings: 4, revenue_cents: 48_800, failed_payments: 1 },
                month: { paid_bookings: 37, revenue_cents: 1_234_550, failed_payments: 6 },
                pending_refunds: 0,
                failed_refunds: 0,
                waiting_requests: 0,
              },
            },
          }
        : { body: profileOf('admin', 'Anna Conti') },
    );
    renderConsole('/admin');
    const h = m.console.home;
    const business = await screen.findByRole('region', { name: h.businessTitle });
    const linkIn = (name: string | RegExp) =>
      within(business).getByRole('link', { name }).getAttribute('href');
    expect(linkIn(`4 ${h.paidBookings}`)).toBe('/admin/bookings?status=booked');
    expect(linkIn(`37 ${h.paidBookings}`)).toBe('/admin/bookings?status=booked');
    expect(linkIn(/^488,00\s€ Incassato \(IVA inclusa\)$/)).toBe('/admin/bookings?status=booked');
    expect(linkIn(/^12\.345,50\s€ Incassato \(IVA inclusa\)$/)).toBe('/admin/bookings?status=booked');
    expect(linkIn(`1 ${h.failedPayments}`)).toBe('/admin/bookings?status=pending');
    expect(linkIn(`6 ${h.failedPayments}`)).toBe('/admin/bookings?status=pending');
    expect(within(business).getByRole('heading', { name: h.today })).toBeTruthy();
    expect(within(business).getByRole('heading', { name: h.month })).toBeTruthy();
  });

  it('has a screen behind every navigation entry, never the fallback back to the front page', () => {
    for (const item of adminNavItems) {
      const leaf = matchRoutes(adminRoutes, item.to)?.at(-1)?.route;
      expect(leaf?.path, item.to).not.toBe('*');
      expect(leaf?.lazy ?? leaf?.element, item.to).toBeTruthy();
    }
  });
});
