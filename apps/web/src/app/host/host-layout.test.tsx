import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../test/render.tsx';
import { HostLayout } from './host-layout.tsx';
import { HostLoginPage } from './host-login-page.tsx';

const m = messages.backOffice;
const profile = { success: true, data: { _id: 4, name: 'Giulia Host' } };
const listings = { success: true, message: 'ok', data: [] };

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderHost(path: string) {
  renderRoutes(
    [
      { path: '/host/login', element: <HostLoginPage /> },
      {
        path: '/host',
        element: <HostLayout />,
        children: [{ path: 'listings', element: <p>elenco annunci</p> }],
      },
    ],
    path,
  );
}

describe('the host back-office shell', () => {
  it('sends a signed-out visitor to the host login, keeping where they were going', async () => {
    mockApi(() => ({ status: 401, body: { success: false, message: 'no' } }));
    renderHost('/host/listings');
    expect(await screen.findByRole('heading', { name: m.login.title })).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it("shows a visitor's session the server's refusal and the way to become a host", async () => {
    localStorage.setItem('token', 'visitor-token');
    mockApi((path) =>
      path === 'profile'
        ? { body: profile }
        : { status: 403, body: { success: false, message: messages.account.forbidden } },
    );
    renderHost('/host/listings');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(m.access.hostsOnly);
    expect(alert.textContent).toContain(messages.account.forbidden);
    expect(screen.getByRole('link', { name: m.access.becomeHost }).getAttribute('href')).toBe('/BecomeHost');
    expect(screen.queryByText('elenco annunci')).toBeNull();
  });

  it('lets a host in, with the navigation, a skip link and the menu button for narrow screens', async () => {
    localStorage.setItem('token', 'host-token');
    mockApi((path) => (path === 'profile' ? { body: profile } : { body: listings }));
    renderHost('/host/listings');
    expect(await screen.findByText('elenco annunci')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: m.navLabel });
    expect(nav.querySelector('a[aria-current="page"]')?.textContent).toBe(m.nav.listings);
    expect(screen.getByRole('link', { name: m.skipToContent }).getAttribute('href')).toBe('#contenuto');
    const menu = screen.getByRole('button', { name: m.openMenu });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(screen.getByRole('button', { name: m.closeMenu }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(m.signedInAs('Giulia Host'))).toBeTruthy();
  });

  it('logs in with the site login and goes back to the back-office', async () => {
    const fetchMock = mockApi((path) =>
      path === 'login'
        ? { body: { success: true, token: 'tok-host', message: 'ok' } }
        : { body: path === 'profile' ? profile : listings },
    );
    renderHost('/host/login');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'host@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Segreta123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText(m.signedInAs('Giulia Host'))).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('tok-host');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/backend/api/login'))).toBe(true);
  });
});
