import { messages } from '@scrivania/core/messages.it';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../test/render.tsx';
import { AtRoute } from '../../../test/routes.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function fillPair(password: string, confirmation: string) {
  fireEvent.change(screen.getByLabelText(/^Nuova password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Conferma password/), { target: { value: confirmation } });
}

const seoOr = (answer: { status?: number; body: unknown }) => (path: string) =>
  path.startsWith('seo-details/') ? { body: { success: true, data: { page_title: 'Pagina' } } } : answer;

describe('ResetPasswordPage', () => {
  const renderReset = () =>
    renderWithProviders(
      <AtRoute path="/ResetPassword">
        <ResetPasswordPage />
      </AtRoute>,
      { path: '/ResetPassword?token=abc' },
    );

  it('asks for both fields, then for matching ones, before calling the server', async () => {
    const fetchMock = mockApi(() => ({ body: { success: true } }));
    renderReset();
    fireEvent.click(screen.getByRole('button', { name: /reimposta/i }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.account.resetRequired));
    fillPair('Rinnovata123!', 'Diversa123!');
    fireEvent.click(screen.getByRole('button', { name: /reimposta/i }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.account.resetMismatch));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token, confirms and goes to the login after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi(() => ({ body: { success: true, message: 'ok' } }));
    renderReset();
    fillPair('Rinnovata123!', 'Rinnovata123!');
    fireEvent.click(screen.getByRole('button', { name: /reimposta/i }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.account.resetSuccess);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/backend/api/reset-passwords?token=abc');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('landing').textContent).toBe('/Login');
  });

  it("shows the server's message for a bad token", async () => {
    mockApi(() => ({ status: 400, body: { success: false, message: messages.account.resetInvalidToken } }));
    renderReset();
    fillPair('Rinnovata123!', 'Rinnovata123!');
    fireEvent.click(screen.getByRole('button', { name: /reimposta/i }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.account.resetInvalidToken);
  });
});

describe('ChangePasswordPage', () => {
  const renderChange = () =>
    renderWithProviders(
      <AtRoute path="/ChangePassword">
        <ChangePasswordPage />
      </AtRoute>,
      { path: '/ChangePassword' },
    );

  it('refuses two different passwords', async () => {
    const fetchMock = mockApi(() => ({ body: { success: true } }));
    renderChange();
    fillPair('Cambiata123!', 'Altro123!');
    fireEvent.click(screen.getByRole('button', { name: /cambia/i }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.account.changeMismatch));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  const fillCurrent = (value: string) =>
    fireEvent.change(screen.getByLabelText(/^Password attuale/), { target: { value } });

  it('asks for the current password before calling the server', async () => {
    const fetchMock = mockApi(() => ({ body: { success: true } }));
    renderChange();
    fillPair('Cambiata123!', 'Cambiata123!');
    fireEvent.click(screen.getByRole('button', { name: /cambia/i }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(messages.account.currentPassword.required),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's word on a wrong current password", async () => {
    const { wrong } = messages.account.currentPassword;
    mockApi(() => ({
      status: 400,
      body: { success: false, message: wrong, errors: { current_password: wrong } },
    }));
    renderChange();
    fillCurrent('Sbagliata1!');
    fillPair('Cambiata123!', 'Cambiata123!');
    fireEvent.click(screen.getByRole('button', { name: /cambia/i }));
    expect((await screen.findByRole('alert')).textContent).toBe(wrong);
  });

  it('sends the current password, confirms and goes to the profile after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi(() => ({ body: { success: true, message: 'ok' } }));
    renderChange();
    fillCurrent('Attuale123!');
    fillPair('Cambiata123!', 'Cambiata123!');
    fireEvent.click(screen.getByRole('button', { name: /cambia/i }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.account.changeSuccess);
    expect(sentBody(fetchMock, 'profile/changePasswords')).toEqual({
      current_password: 'Attuale123!',
      new_password: 'Cambiata123!',
      confirm_password: 'Cambiata123!',
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('landing').textContent).toBe('/Profile');
  });

  it('falls back to its own failure message when the server gives none', async () => {
    mockApi(() => ({ status: 500, body: null }));
    renderChange();
    fillCurrent('Attuale123!');
    fillPair('Cambiata123!', 'Cambiata123!');
    fireEvent.click(screen.getByRole('button', { name: /cambia/i }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.account.changeFailed);
  });

  it('sends an account without a password to set one through the forgotten-password mail', async () => {
    localStorage.setItem('token', 'tok');
    mockApi(() => ({ body: { success: true, data: { name: 'Sofia', has_password: false } } }));
    renderChange();
    expect(await screen.findByText(messages.account.currentPassword.setFirst)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Password dimenticata?' }).getAttribute('href')).toBe(
      '/ForgotPassword',
    );
    expect(screen.queryByLabelText(/^Password attuale/)).toBeNull();
    localStorage.clear();
  });
});

describe('ForgotPasswordPage', () => {
  it('checks the e-mail, then confirms whatever the server knows', async () => {
    mockApi(seoOr({ body: { success: true, message: 'inviato' } }));
    renderWithProviders(<ForgotPasswordPage />, { path: '/ForgotPassword' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'anna@' } });
    fireEvent.click(screen.getByRole('button', { name: /invia/i }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.account.loginEmailInvalid);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /invia/i }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.account.forgotSuccess);
  });
});
