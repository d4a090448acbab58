import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../test/render.tsx';
import { AtRoute } from '../../../test/routes.tsx';
import { SocialCallbackPage } from './social-callback-page.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const session = { access_token: 'sessione-1', user: { name: 'Sofia', email: 'sofia@example.com' } };
const renderAt = (search: string) =>
  renderWithProviders(
    <AtRoute path="/SocialCallback/:provider">
      <SocialCallbackPage />
    </AtRoute>,
    { path: `/SocialCallback/google${search}` },
  );

describe('SocialCallbackPage', () => {
  it('trades the code, stores the token and the user, and goes to the profile', async () => {
    mockApi((path) => (path === 'auth/exchange' ? { body: session } : { body: {} }));
    renderAt('?token=codice-1');
    expect(screen.getByText(messages.account.social.authenticating)).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe(messages.account.social.success);
    expect(localStorage.getItem('token')).toBe('sessione-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').email).toBe('sofia@example.com');
    expect((await screen.findByTestId('landing', {}, { timeout: 2000 })).textContent).toBe('/Profile');
  });

  it('says so when the code does not work, storing nothing, and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(() => ({ status: 400, body: { success: false, message: messages.account.social.codeInvalid } }));
    renderAt('?token=vecchio');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.account.social.codeInvalid);
    expect(localStorage.getItem('token')).toBeNull();
    expect(log).toHaveBeenCalledWith('Authentication failed');
  });

  it("logs 'Authentication failed' when it comes back without a token (SPEC section 8)", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockApi(() => ({ body: {} }));
    renderAt('');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.account.social.failed);
    expect(log).toHaveBeenCalledWith('Authentication failed');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("asks for the account's password before linking, then signs in", async () => {
    const fetchMock = mockApi((path) => {
      if (path !== 'auth/social/link') return { body: {} };
      const body = sentBody(fetchMock, path) as { password: string };
      return body.password === 'Giusta123!'
        ? { body: session }
        : { status: 401, body: { success: false, message: messages.account.social.wrongPassword } };
    });
    renderAt('?link=collegamento-1');
    expect(screen.getByText(messages.account.social.linkIntro)).toBeTruthy();
    const password = screen.getByLabelText(/^Password/);
    fireEvent.click(screen.getByRole('button', { name: messages.account.social.linkSubmit }));
    expect(await screen.findByText(messages.account.social.passwordRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('auth/social/link'))).toBe(false);
    fireEvent.change(password, { target: { value: 'Sbagliata1!' } });
    fireEvent.click(screen.getByRole('button', { name: messages.account.social.linkSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.account.social.wrongPassword);
    expect(localStorage.getItem('token')).toBeNull();
    fireEvent.change(password, { target: { value: 'Giusta123!' } });
    fireEvent.click(screen.getByRole('button', { name: messages.account.social.linkSubmit }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.account.social.success);
    expect(localStorage.getItem('token')).toBe('sessione-1');
    expect(sentBody(fetchMock, 'auth/social/link')).toEqual({
      link: 'collegamento-1',
      password: 'Giusta123!',
    });
  });
});
