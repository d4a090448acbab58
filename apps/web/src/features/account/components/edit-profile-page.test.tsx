import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../test/render.tsx';
import { EditProfilePage } from './edit-profile-page.tsx';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const profile = {
  name: 'Anna Verdi',
  email: 'anna@example.com',
  pending_email: null,
  mobile_no: '3331234567',
  dob: '1990-05-20',
  gender: 'female',
  visitor: {},
};

/** The error line under a field: the element its control names with `aria-describedby`. */
const errorUnder = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe('EditProfilePage', () => {
  it('asks for the current password only once the e-mail is changed, and sends it', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = mockApi((path) =>
      path === 'profile'
        ? { body: { success: true, data: profile } }
        : { body: { success: true, message: 'ok' } },
    );
    renderWithProviders(<EditProfilePage />, { path: '/EditProfile' });
    const email = await screen.findByLabelText(/^Email/);
    expect(screen.queryByLabelText(/^Password attuale/)).toBeNull();
    fireEvent.change(email, { target: { value: 'anna@nuovo.it' } });
    expect(screen.getByText(messages.account.currentPassword.forEmail)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Password attuale/), { target: { value: 'Attuale123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.account.profileUpdated);
    const sent = sentBody(fetchMock, 'profile/update') as FormData;
    expect(sent.get('current_password')).toBe('Attuale123!');
    expect(sent.get('email')).toBe('anna@nuovo.it');
  });

  it('offers no birth day after 2023-07-25 in the calendar (SPEC section 5)', async () => {
    localStorage.setItem('token', 'tok');
    mockApi(() => ({ body: { success: true, data: profile } }));
    renderWithProviders(<EditProfilePage />, { path: '/EditProfile' });
    const button = await screen.findByRole('button', { name: 'Data di nascita: scegli dal calendario' });
    fireEvent.click(button);
    const calendar = button.parentElement?.querySelector<HTMLInputElement>('input[type="date"]');
    expect([calendar?.min, calendar?.max]).toEqual(['', '2023-07-25']);
  });

  it('shows a new address waiting for its link under the e-mail', async () => {
    localStorage.setItem('token', 'tok');
    mockApi(() => ({ body: { success: true, data: { ...profile, pending_email: 'anna@nuovo.it' } } }));
    renderWithProviders(<EditProfilePage />, { path: '/EditProfile' });
    expect(await screen.findByText(messages.account.verify.pending('anna@nuovo.it'))).toBeTruthy();
  });

  it("refuses what the server's schema refuses, each message under its field, before sending", async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = mockApi((path) =>
      path === 'profile'
        ? { body: { success: true, data: profile } }
        : { body: { success: true, message: 'ok' } },
    );
    renderWithProviders(<EditProfilePage />, { path: '/EditProfile' });
    const mobile = await screen.findByLabelText(/^Cellulare/);
    fireEvent.change(mobile, { target: { value: '333' } });
    fireEvent.change(screen.getByLabelText(/^Partita IVA/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(errorUnder(mobile)).toBe('Il numero di cellulare deve avere 10 caratteri.'));
    expect(errorUnder(screen.getByLabelText(/^Partita IVA/))).toBe('La partita IVA deve avere 13 caratteri.');
    expect(screen.getByLabelText(/^Nome/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('profile/update'))).toBe(false);
  });

  it('takes a message away from under its field as soon as the field is right', async () => {
    localStorage.setItem('token', 'tok');
    mockApi((path) =>
      path === 'profile'
        ? { body: { success: true, data: profile } }
        : { body: { success: true, message: 'ok' } },
    );
    renderWithProviders(<EditProfilePage />, { path: '/EditProfile' });
    const mobile = await screen.findByLabelText(/^Cellulare/);
    fireEvent.change(mobile, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(errorUnder(mobile)).toBeTruthy());
    fireEvent.change(mobile, { target: { value: '3331234567' } });
    await waitFor(() => expect(mobile.getAttribute('aria-invalid')).toBeNull());
    expect(errorUnder(mobile)).toBeFalsy();
  });

  it('sends the refund IBAN once its check digits pass, and refuses a wrong one under the field', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = mockApi((path) =>
      path === 'profile'
        ? { body: { success: true, data: { ...profile, iban: 'IT60X0542811101000000123456' } } }
        : { body: { success: true, message: 'ok' } },
    );
    renderWithProviders(<EditProfilePage />, { path: '/EditProfile' });
    const iban = (await screen.findByLabelText(messages.account.refundIban)) as HTMLInputElement;
    expect(iban.value).toBe('IT60X0542811101000000123456');
    fireEvent.change(iban, { target: { value: 'IT61 X054 2811 1010 0000 0123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(errorUnder(iban)).toBe(messages.account.ibanInvalid));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('profile/update'))).toBe(false);
    fireEvent.change(iban, { target: { value: 'GB82 WEST 1234 5698 7654 32' } });
    fireEvent.change(screen.getByLabelText(/^Password attuale/), { target: { value: 'Attuale123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.account.profileUpdated);
    const sent = sentBody(fetchMock, 'profile/update') as FormData;
    expect(sent.get('iban')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(sent.get('current_password')).toBe('Attuale123!');
  });

  it('asks for the current password once a bank field changes, hides it when put back, and shows a refusal under it', async () => {
    localStorage.setItem('token', 'tok');
    mockApi((path) =>
      path === 'profile'
        ? { body: { success: true, data: { ...profile, iban: 'IT60X0542811101000000123456' } } }
        : {
            status: 400,
            body: {
              success: false,
              message: messages.account.currentPassword.wrong,
              errors: { current_password: messages.account.currentPassword.wrong },
            },
          },
    );
    renderWithProviders(<EditProfilePage />, { path: '/EditProfile' });
    const account = await screen.findByLabelText('IBAN / numero di conto');
    expect(screen.queryByLabelText(/^Password attuale/)).toBeNull();
    fireEvent.change(account, { target: { value: '000012345678' } });
    expect(screen.getByText(messages.account.currentPassword.forBank)).toBeTruthy();
    fireEvent.change(account, { target: { value: '' } });
    expect(screen.queryByLabelText(/^Password attuale/)).toBeNull();

    fireEvent.change(screen.getByLabelText(messages.account.refundIban), {
      target: { value: 'GB82 WEST 1234 5698 7654 32' },
    });
    const password = screen.getByLabelText(/^Password attuale/);
    fireEvent.change(password, { target: { value: 'Sbagliata1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(errorUnder(password)).toBe(messages.account.currentPassword.wrong));
  });

  it("shows the server's refusal of a field, the avatar's too, under that field", async () => {
    localStorage.setItem('token', 'tok');
    mockApi((path) =>
      path === 'profile'
        ? { body: { success: true, data: profile } }
        : {
            status: 400,
            body: {
              success: false,
              message: 'Indirizzo già in uso.\nAvatar non valido.',
              errors: { email: 'Indirizzo già in uso.', avatar: 'Avatar non valido.' },
            },
          },
    );
    renderWithProviders(<EditProfilePage />, { path: '/EditProfile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Salva modifiche' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Indirizzo già in uso.\nAvatar non valido.');
    expect(errorUnder(screen.getByLabelText(/^Email/))).toBe('Indirizzo già in uso.');
    expect(errorUnder(screen.getByLabelText('Avatar'))).toBe('Avatar non valido.');
  });
});
