import { messages } from '@scrivania/core/messages.it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../test/accounts.ts';
import { createSessionToken, createUser } from '../../test/factories.ts';
import { postProfileUpdate, profileForm, validProfile } from '../../test/profile-form.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof accountApi>;

beforeAll(async () => {
  t = await createTestApp({ authLimits: { loginPerAccountAddress: { max: 3, windowMs: 60_000 } } });
  api = accountApi(t);
});
afterAll(() => t.close());

const change = (token: string, current: string | undefined, next = 'Cambiata789!') =>
  api.post(
    'profile/changePasswords',
    {
      ...(current === undefined ? {} : { current_password: current }),
      new_password: next,
      confirm_password: next,
    },
    token,
  );
const { currentPassword } = messages.account;

describe('changing the password', () => {
  it('needs the current password, and tells the old address once it is changed', async () => {
    const { user, token } = await api.registerAndLogin();
    const missing = await change(token, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(currentPassword.required);
    const wrong = await change(token, 'Sbagliata1!');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: currentPassword.wrong,
      errors: { current_password: currentPassword.wrong },
    });
    expect(await api.login(user.email, user.password)).toBeTruthy();

    expect((await change(token, user.password)).json()).toEqual({
      success: true,
      message: messages.account.changeSuccess,
    });
    expect((await api.mailsTo(user.email)).at(-1)).toContain('è stata appena cambiata');
    expect(await api.login(user.email, 'Cambiata789!')).toBeTruthy();
  });

  it('counts wrong current passwords with the login attempts of the account', async () => {
    const { user, token } = await api.registerAndLogin();
    for (let i = 0; i < 3; i++) expect((await change(token, `Sbagliata${i}!`)).statusCode).toBe(400);
    const blocked = await change(token, user.password);
    expect(blocked.statusCode).toBe(429);
    expect((await api.post('login', { email: user.email, password: user.password })).statusCode).toBe(429);
  });

  it('sends an account without a password (made by a social sign-in) to set one by mail first', async () => {
    const user = await createUser(t.db, { emailVerifiedAt: new Date() });
    const token = await createSessionToken(t.db, user.id, t.app.config.sessionSecret);
    const refused = await change(token, '');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(currentPassword.none);
    expect((await api.profile(token)).has_password).toBe(false);
  });
});

describe('changing the e-mail', () => {
  const update = (token: string, fields: Record<string, string>) =>
    postProfileUpdate(t, token, profileForm({ ...validProfile, ...fields }));

  it('needs the current password and takes effect only when the new address opens its link', async () => {
    const { user, token } = await api.registerAndLogin();
    const next = `nuovo.${user.email}`;
    const missing = await update(token, { email: next });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.current_password).toBe(currentPassword.forEmail);
    const wrong = await update(token, { email: next, current_password: 'Sbagliata1!' });
    expect(wrong.json().errors.current_password).toBe(currentPassword.wrong);
    expect((await api.profile(token)).pending_email).toBeNull();

    const asked = await update(token, { email: next, current_password: user.password, name: 'Nome Nuovo' });
    expect(asked.json()).toEqual({ success: true, message: messages.account.profileUpdated });
    expect(await api.profile(token)).toMatchObject({
      email: user.email,
      pending_email: next,
      name: 'Nome Nuovo',
    });
    const notice = (await api.mailsTo(user.email)).at(-1) ?? '';
    expect(notice).toContain(next);
    expect(notice).not.toContain('VerifyEmail');
    expect((await api.post('login', { email: next, password: user.password })).statusCode).toBe(401);

    const opened = await api.post('verify-email', { token: await api.linkTo(next, 'VerifyEmail') });
    expect(opened.json()).toEqual({ success: true, message: messages.account.verify.changed });
    expect(await api.profile(token)).toMatchObject({
      email: next,
      pending_email: null,
      email_verified: true,
    });
    expect(await api.login(next, user.password)).toBeTruthy();
    expect((await api.post('login', { email: user.email, password: user.password })).statusCode).toBe(401);
  });

  it('opens nothing with the link of an address replaced by a later request', async () => {
    const { user, token } = await api.registerAndLogin();
    await update(token, { email: `primo.${user.email}`, current_password: user.password });
    const first = await api.linkTo(`primo.${user.email}`, 'VerifyEmail');
    await update(token, { email: `secondo.${user.email}`, current_password: user.password });
    expect((await api.post('verify-email', { token: first })).statusCode).toBe(400);
    expect((await api.profile(token)).email).toBe(user.email);
    await api.post('verify-email', { token: await api.linkTo(`secondo.${user.email}`, 'VerifyEmail') });
    expect((await api.profile(token)).email).toBe(`secondo.${user.email}`);
  });

  it('keeps the address of whoever registered the new one in the meantime', async () => {
    const { user, token } = await api.registerAndLogin();
    const wanted = `conteso.${user.email}`;
    await update(token, { email: wanted, current_password: user.password });
    const link = await api.linkTo(wanted, 'VerifyEmail');
    expect((await api.post('register', { ...api.newUser(), email: wanted })).statusCode).toBe(200);
    const opened = await api.post('verify-email', { token: link });
    expect(opened.statusCode).toBe(409);
    expect((await api.profile(token)).email).toBe(user.email);
  });
});
