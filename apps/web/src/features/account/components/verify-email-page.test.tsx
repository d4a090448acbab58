import { messages } from '@scrivania/core/messages.it';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, sentBody } from '../../../test/render.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('VerifyEmailPage', () => {
  it('opens the link once and shows what it did', async () => {
    const fetchMock = mockApi(() => ({ body: { success: true, message: messages.account.verify.verified } }));
    renderWithProviders(<VerifyEmailPage />, { path: '/VerifyEmail?token=abc' });
    expect(screen.getByText(messages.account.verify.checking)).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe(messages.account.verify.verified);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/verify-email'))).toHaveLength(1);
    expect(sentBody(fetchMock, 'verify-email')).toEqual({ token: 'abc' });
    expect(screen.getByRole('link', { name: messages.account.verify.toProfile }).getAttribute('href')).toBe(
      '/Profile',
    );
  });

  it("shows the server's word for a link that no longer works", async () => {
    mockApi(() => ({ status: 400, body: { success: false, message: messages.account.verify.invalidLink } }));
    renderWithProviders(<VerifyEmailPage />, { path: '/VerifyEmail?token=vecchio' });
    expect((await screen.findByRole('alert')).textContent).toBe(messages.account.verify.invalidLink);
  });
});
