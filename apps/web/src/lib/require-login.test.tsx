import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render.tsx';
import { AtRoute } from '../test/routes.tsx';
import { RequireLogin } from './require-login.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const guarded = (
  <AtRoute path="/ChangePassword">
    <RequireLogin>
      <p>Contenuto riservato</p>
    </RequireLogin>
  </AtRoute>
);

describe('RequireLogin', () => {
  it('sends a guest to the login with the way back', async () => {
    mockApi(() => ({ status: 401, body: { success: false, message: 'no' } }));
    renderWithProviders(guarded, { path: '/ChangePassword?x=1' });
    expect((await screen.findByTestId('landing')).textContent).toBe(
      `/Login?returnUrl=${encodeURIComponent('/ChangePassword?x=1')}`,
    );
  });

  it('shows Loading... while the session is checked, then the screen', async () => {
    localStorage.setItem('token', 'tok');
    mockApi(() => ({ body: { success: true, data: { name: 'Anna' } } }));
    renderWithProviders(guarded, { path: '/ChangePassword' });
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Contenuto riservato')).toBeTruthy();
    // A page behind a login is nobody's search result.
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
  });

  it('sends a user whose token is refused to the login', async () => {
    localStorage.setItem('token', 'scaduto');
    mockApi(() => ({ status: 401, body: { success: false, message: 'no' } }));
    renderWithProviders(guarded, { path: '/ChangePassword' });
    expect((await screen.findByTestId('landing')).textContent).toContain('/Login?returnUrl=');
  });
});
