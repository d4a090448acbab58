import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen } from '@testing-library/react';
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

  it('shows a new address waiting for its link under the e-mail', async () => {
    localStorage.setItem('token', 'tok');
    mockApi(() => ({ body: { success: true, data: { ...profile, pending_email: 'anna@nuovo.it' } } }));
    renderWithProviders(<EditProfilePage />, { path: '/EditProfile' });
    expect(await screen.findByText(messages.account.verify.pending('anna@nuovo.it'))).toBeTruthy();
  });
});
