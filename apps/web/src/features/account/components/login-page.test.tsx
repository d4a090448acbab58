import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../test/render.tsx';
import { AtRoute, withSeo } from '../../../test/routes.tsx';
import { LoginPage } from './login-page.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Answer = { status?: number; body: unknown };
const profileOf = (role: 'visitor' | 'host' | 'admin') => ({
  body: { success: true, data: { _id: 3, name: 'Anna', role } },
});
const loginAnswer = (answer: Answer, role: 'visitor' | 'host' | 'admin' = 'visitor') =>
  mockApi(
    withSeo((path) => (path === 'login' ? answer : path === 'profile' ? profileOf(role) : { body: {} })),
  );
const signedIn: Answer = { body: { success: true, token: 'tok-123', message: 'ok' } };

function renderLogin(search = '') {
  renderWithProviders(
    <AtRoute path="/Login">
      <LoginPage />
    </AtRoute>,
    { path: `/Login${search}` },
  );
}

function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
}

describe('LoginPage', () => {
  it('asks for both fields, then for a valid e-mail, without calling the server', async () => {
    const fetchMock = loginAnswer(signedIn);
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.account.loginRequired));
    submit('anna@example.com', '');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.account.loginRequired));
    submit('anna@', 'Segreta123!');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(messages.account.loginEmailInvalid),
    );
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/backend/api/login'))).toHaveLength(
      0,
    );
  });

  it('takes back the required message as soon as both fields are filled, before submitting again', async () => {
    loginAnswer(signedIn);
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.account.loginRequired));
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Segreta123!' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('stores the token and goes to the profile', async () => {
    loginAnswer(signedIn);
    renderLogin();
    submit('anna@example.com', 'Segreta123!');
    expect((await screen.findByTestId('landing')).textContent).toBe('/Profile');
    expect(localStorage.getItem('token')).toBe('tok-123');
  });

  it('leads an admin to the console', async () => {
    loginAnswer(signedIn, 'admin');
    renderLogin();
    submit('admin@example.com', 'Password123!');
    expect((await screen.findByTestId('landing')).textContent).toBe('/admin');
  });

  it('keeps a host on the site after a login there', async () => {
    loginAnswer(signedIn, 'host');
    renderLogin();
    submit('host@example.com', 'Password123!');
    expect((await screen.findByTestId('landing')).textContent).toBe('/Profile');
  });

  it('leads an admin back to a same-site returnUrl rather than the console', async () => {
    loginAnswer(signedIn, 'admin');
    renderLogin(`?returnUrl=${encodeURIComponent('/Faq')}`);
    submit('admin@example.com', 'Password123!');
    expect((await screen.findByTestId('landing')).textContent).toBe('/Faq');
  });

  it('honours a same-site returnUrl', async () => {
    loginAnswer(signedIn);
    renderLogin(`?returnUrl=${encodeURIComponent('/PropertyView/7?x=1')}`);
    submit('anna@example.com', 'Segreta123!');
    expect((await screen.findByTestId('landing')).textContent).toBe('/PropertyView/7?x=1');
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', '/\t/evil.com', '/\n/evil.com', '/\t\\evil.com'])(
    'refuses the returnUrl %j',
    async (target) => {
      loginAnswer(signedIn);
      renderLogin(`?returnUrl=${encodeURIComponent(target)}`);
      submit('anna@example.com', 'Segreta123!');
      expect((await screen.findByTestId('landing')).textContent).toBe('/Profile');
    },
  );

  it("shows the server's message on a refusal", async () => {
    loginAnswer({
      status: 401,
      body: { success: false, error: true, message: messages.account.wrongCredentials },
    });
    renderLogin();
    submit('anna@example.com', 'Sbagliata1!');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.account.wrongCredentials);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the generic failure for an answer with success false and no error flag', async () => {
    loginAnswer({ body: { success: false, message: 'qualcosa' } });
    renderLogin();
    submit('anna@example.com', 'Segreta123!');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.account.loginFailed);
  });

  it('shows the network message when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderLogin();
    submit('anna@example.com', 'Segreta123!');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.account.visitor.networkError);
  });

  it('trades a one-time code from the query string for a session and goes to the profile', async () => {
    const fetchMock = mockApi(
      withSeo((path) =>
        path === 'auth/exchange'
          ? { body: { access_token: 'sessione-1', user: { name: 'Anna' } } }
          : { body: {} },
      ),
    );
    renderLogin('?token=codice-1');
    expect((await screen.findByTestId('landing')).textContent).toBe('/Profile');
    expect(localStorage.getItem('token')).toBe('sessione-1');
    expect(sentBody(fetchMock, 'auth/exchange')).toEqual({ code: 'codice-1' });
  });

  it('stores nothing from a query-string token the server does not take as a code', async () => {
    mockApi(
      withSeo((path) =>
        path === 'auth/exchange'
          ? { status: 400, body: { success: false, message: messages.account.social.codeInvalid } }
          : { body: {} },
      ),
    );
    renderLogin('?token=un-token-di-sessione');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.account.social.codeInvalid);
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByTestId('landing')).toBeNull();
  });

  it('links the password reset, the registration and the three social providers', () => {
    loginAnswer(signedIn);
    renderLogin();
    const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Password dimenticata?')).toBe('/ForgotPassword');
    expect(href(/account/i)).toBe('/Register');
    expect(href('Accedi con Google')).toBe('/backend/api/auth/google/redirect/user');
    expect(href('Accedi con LinkedIn')).toBe('/backend/api/auth/linkedin/redirect/user');
    expect(href('Accedi con X')).toBe('/backend/api/auth/twitter/redirect/user');
  });
});
