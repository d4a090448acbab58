import { messages } from '@scrivania/core/messages.it';
import { accountTokens } from '@scrivania/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof accountApi>;

beforeAll(async () => {
  t = await createTestApp({ authLimits: { verifyMailPerAccount: { max: 2, windowMs: 60_000 } } });
  api = accountApi(t);
});
afterAll(() => t.close());

describe('e-mail verification', () => {
  it('mails a link at registration that verifies the address once', async () => {
    const { user, token } = await api.registerAndLogin();
    expect(await api.profile(token)).toMatchObject({ email_verified: false, pending_email: null });
    const [welcome] = await api.mailsTo(user.email);
    expect(welcome).toContain('Benvenuto');
    expect(welcome).toContain('http://localhost:3000/VerifyEmail?token=');
    const link = await api.linkTo(user.email, 'VerifyEmail');

    const opened = await api.post('verify-email', { token: link });
    expect(opened.json()).toEqual({ success: true, message: messages.account.verify.verified });
    expect((await api.profile(token)).email_verified).toBe(true);

    const again = await api.post('verify-email', { token: link });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.account.verify.invalidLink);
  });

  it('keeps only a keyed hash of the link, and refuses unknown and expired links', async () => {
    const { user, token } = await api.registerAndLogin();
    const link = await api.linkTo(user.email, 'VerifyEmail');
    const stored = await t.db.select({ hash: accountTokens.tokenHash }).from(accountTokens);
    expect(stored.some((row) => row.hash === link)).toBe(false);
    expect((await api.post('verify-email', { token: 'A'.repeat(43) })).statusCode).toBe(400);
    await t.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await api.post('verify-email', { token: link })).statusCode).toBe(400);
    expect((await api.profile(token)).email_verified).toBe(false);
  });

  it('sends a new link from the profile, within a limit, and not once the address is verified', async () => {
    const { user, token } = await api.registerAndLogin();
    expect((await api.post('profile/verify-email/resend', {})).statusCode).toBe(401);
    const sent = await api.post('profile/verify-email/resend', {}, token);
    expect(sent.json()).toEqual({ success: true, message: messages.account.verify.sent });
    expect((await api.mailsTo(user.email)).at(-1)).toContain('Conferma il tuo indirizzo email');
    await api.post('profile/verify-email/resend', {}, token);
    expect((await api.post('profile/verify-email/resend', {}, token)).statusCode).toBe(429);

    await api.post('verify-email', { token: await api.linkTo(user.email, 'VerifyEmail') });
    const other = await api.registerAndLogin();
    await api.post('verify-email', { token: await api.linkTo(other.user.email, 'VerifyEmail') });
    const needless = await api.post('profile/verify-email/resend', {}, other.token);
    expect(needless.statusCode).toBe(400);
    expect(needless.json().message).toBe(messages.account.verify.alreadyVerified);
  });

  it('counts a password reset through the mailed link as proof of the address', async () => {
    const { user } = await api.registerAndLogin();
    await api.post('forget-password', { email: user.email });
    const reset = await api.linkTo(user.email, 'ResetPassword');
    const body = { password: 'Rinnovata123!', password_confirmation: 'Rinnovata123!' };
    expect((await api.post(`reset-passwords?token=${reset}`, body)).statusCode).toBe(200);
    const token = await api.login(user.email, 'Rinnovata123!');
    expect((await api.profile(token)).email_verified).toBe(true);
  });
});
