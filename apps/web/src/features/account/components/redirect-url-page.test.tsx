import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { AtRoute } from '../../../test/routes.tsx';
import { RedirectUrlPage } from './redirect-url-page.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('RedirectUrlPage', () => {
  const renderAt = (search: string) =>
    renderWithProviders(
      <AtRoute path="/RedirectURL">
        <RedirectUrlPage />
      </AtRoute>,
      { path: `/RedirectURL${search}` },
    );

  it('trades the one-time code for a session, stores it and goes to the profile, showing nothing', async () => {
    mockApi((path) =>
      path === 'auth/exchange'
        ? { body: { access_token: 'sessione-1', user: { name: 'Anna' } } }
        : { body: {} },
    );
    const { container } = renderAt('?token=codice-1');
    expect(container.textContent).toBe('');
    expect((await screen.findByTestId('landing')).textContent).toBe('/Profile');
    expect(localStorage.getItem('token')).toBe('sessione-1');
  });

  it('stores nothing when the server does not take the token as a code, and says so at the login', async () => {
    mockApi(() => ({ status: 400, body: { success: false, message: 'no' } }));
    renderAt('?token=un-token-di-sessione');
    expect((await screen.findByTestId('landing')).textContent).toBe('/Login?social_error=codeInvalid');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
