import type { Profile } from '@scrivania/core/account/schemas';
import { messages } from '@scrivania/core/messages.it';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '../../../test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const none = null;
const profile: Profile = {
  _id: 1,
  name: 'Anna Verdi',
  avatar: 'avatar-1.webp',
  cover_img: 'cover-1.webp',
  email: 'anna@example.com',
  role: 'visitor',
  email_verified: true,
  pending_email: none,
  has_password: true,
  mobile_no: '3331234567',
  dob: '1990-05-20',
  status: 'active',
  gender: 'female',
  address: 'Via Roma 1, Milano',
  desc: 'Architetta',
  account_holder_name: 'Anna Verdi',
  bank_name: 'Banca Uno',
  bank_account_no: 'IT60X0542811101000000123456',
  ifsc_code: none,
  upi_id: none,
  swift_code: 'BPMOIT22',
  bank_address: none,
  iban: none,
  visitor: {
    company_name: 'Studio Verdi',
    company_contact_no: none,
    gst_no: none,
    vat_no: '12345678901',
    sdi: none,
    pec: none,
    company_address: none,
  },
};

describe('ProfilePage', () => {
  it('shows the profile with an Italian date, the avatar and the links', async () => {
    localStorage.setItem('token', 'tok');
    mockApi(() => ({ body: { success: true, data: profile } }));
    renderWithProviders(<ProfilePage />, { path: '/Profile' });
    expect(await screen.findByRole('heading', { name: 'Anna Verdi' })).toBeTruthy();
    expect(screen.getByText('20/05/1990')).toBeTruthy();
    expect(screen.getByText('Donna')).toBeTruthy();
    expect(screen.getByText('Studio Verdi')).toBeTruthy();
    expect(screen.getByText('Banca Uno')).toBeTruthy();
    expect(screen.getByAltText('Avatar di Anna Verdi').getAttribute('src')).toContain('avatar-1');
    expect(screen.getByRole('link', { name: 'Modifica profilo' }).getAttribute('href')).toBe('/EditProfile');
    expect(screen.getByRole('link', { name: 'Messaggi' }).getAttribute('href')).toBe('/Chatboat');
    expect(screen.queryByRole('button', { name: messages.account.verify.resend })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Area host' })).toBeNull();
  });

  it("leads a host to the back-office with a prominent 'Area host' link", async () => {
    localStorage.setItem('token', 'tok');
    mockApi(() => ({ body: { success: true, data: { ...profile, role: 'host' } } }));
    renderWithProviders(<ProfilePage />, { path: '/Profile' });
    const link = await screen.findByRole('link', { name: 'Area host' });
    expect(link.getAttribute('href')).toBe('/host');
    expect(screen.getByText('Gestisci i tuoi annunci, la disponibilità e le prenotazioni.')).toBeTruthy();
  });

  it("gives an administrator no 'Area host' link: the back-office is for hosts", async () => {
    localStorage.setItem('token', 'tok');
    mockApi(() => ({ body: { success: true, data: { ...profile, role: 'admin' } } }));
    renderWithProviders(<ProfilePage />, { path: '/Profile' });
    expect(await screen.findByRole('heading', { name: 'Anna Verdi' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Area host' })).toBeNull();
  });

  it('says when the address is not verified and sends the link again', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = mockApi((path) =>
      path === 'profile/verify-email/resend'
        ? { body: { success: true, message: messages.account.verify.sent } }
        : { body: { success: true, data: { ...profile, email_verified: false } } },
    );
    renderWithProviders(<ProfilePage />, { path: '/Profile' });
    expect(await screen.findByText(messages.account.verify.unverified)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.account.verify.resend }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.account.verify.sent);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/profile/verify-email/resend'))).toBe(
      true,
    );
  });

  it('shows a new address waiting for its link', async () => {
    localStorage.setItem('token', 'tok');
    mockApi(() => ({ body: { success: true, data: { ...profile, pending_email: 'anna@nuovo.it' } } }));
    renderWithProviders(<ProfilePage />, { path: '/Profile' });
    expect(await screen.findByText(messages.account.verify.pending('anna@nuovo.it'))).toBeTruthy();
  });
});
