import type { RegistrationRole } from '@scrivania/core/domain';
import { sessions } from '@scrivania/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof accountApi>;
const uniqueUser = (role: RegistrationRole = 'visitor') => api.newUser(role);
const post = (url: string, payload: unknown, token?: string) => api.post(url, payload, token);
const get = (url: string, token?: string) => api.get(url, token);
const registerAndLogin = (role: RegistrationRole = 'visitor') => api.registerAndLogin(role);

beforeAll(async () => {
  t = await createTestApp();
  api = accountApi(t);
});
afterAll(() => t.close());

describe('registration', () => {
  it('registers a visitor with the Italian message and mails a welcome', async () => {
    const user = uniqueUser();
    const response = await post('register', user);
    expect(response.json()).toEqual({
      success: true,
      message: 'Registrazione completata – Controlla la posta',
    });
    const mails = await t.outbox();
    expect(mails.some((m) => m.includes(`To: ${user.email}`) && m.includes('Benvenuto'))).toBe(true);
  });

  it('registers a host with the English message and mails a welcome leading to the back-office', async () => {
    const user = uniqueUser('host');
    const response = await post('register', user);
    expect(response.json().message).toBe(
      'Registration completed successfully. You can now log in with your credentials.',
    );
    const [welcome] = await api.mailsTo(user.email);
    expect(welcome).toContain('Benvenuto tra gli host di Scrivania');
    expect(welcome).toContain('crea il tuo primo annuncio');
    expect(welcome).toContain('http://localhost:3000/host');
    expect(welcome).toContain('http://localhost:3000/VerifyEmail?token=');
  });

  it.each([
    ['visitor', { name: '' }, 'Si prega di compilare tutti i campi richiesti.'],
    ['host', { username: ' ' }, 'Please fill all the required fields.'],
    ['visitor', { email: 'non-una-mail' }, 'Si prega di inserire un indirizzo email valido.'],
    ['host', { email: 'bad@' }, 'Please enter a valid email address.'],
    ['visitor', { password: 'corta' }, 'La password deve contenere almeno 8 caratteri.'],
  ] as const)('refuses a %s with %o', async (role, change, message) => {
    const response = await post('register', { ...uniqueUser(role), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('refuses a taken e-mail or username in any letter case', async () => {
    const user = uniqueUser();
    await post('register', user);
    const sameEmail = await post('register', { ...uniqueUser(), email: user.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('Questo indirizzo email è già registrato.');
    const sameUsername = await post('register', {
      ...uniqueUser('host'),
      username: user.username.toUpperCase(),
    });
    expect(sameUsername.json().message).toBe('This username is already taken.');
  });

  it('refuses an unknown role', async () => {
    expect((await post('register', { ...uniqueUser(), assign_role: 'admin' })).statusCode).toBe(400);
  });
});

describe('login, sessions and profile', () => {
  it('logs in with an opaque token stored only as a hash, and never returns a password or hash', async () => {
    const user = uniqueUser();
    await post('register', user);
    const response = await post('login', { email: ` ${user.email.toUpperCase()} `, password: user.password });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body).not.toMatch(/argon2|password/i);
    const stored = await t.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.some((s) => s.hash === token)).toBe(false);
    const profile = await get('profile', token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ name: user.name, email: user.email, role: user.assign_role });
    expect(profile.body).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it('refuses wrong credentials with the error flag and the same message for unknown addresses', async () => {
    const user = uniqueUser();
    await post('register', user);
    const wrong = await post('login', { email: user.email, password: 'Sbagliata1!' });
    const unknown = await post('login', { email: 'nessuno@example.com', password: 'Sbagliata1!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, error: true, message: 'Email o password non corretti.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('checks both fields and the e-mail format', async () => {
    expect((await post('login', { email: '', password: '' })).json().message).toBe(
      'Inserisci sia l e-mail che la password.',
    );
    expect((await post('login', { email: 'x', password: 'y' })).json().message).toBe(
      'Si prega di inserire un indirizzo email valido.',
    );
  });

  it('refuses the profile without a token, with a malformed one, and after logout', async () => {
    const { token } = await registerAndLogin();
    expect((await get('profile')).statusCode).toBe(401);
    expect((await get('profile', 'not a token')).statusCode).toBe(401);
    expect((await get('profile', 'A'.repeat(43))).statusCode).toBe(401);
    expect((await post('logout', {}, token)).json()).toEqual({
      success: true,
      message: 'Disconnessione effettuata.',
    });
    expect((await get('profile', token)).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const { token } = await registerAndLogin();
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await get('profile', token)).statusCode).toBe(401);
  });

  it('gives each user only their own profile', async () => {
    const a = await registerAndLogin();
    const b = await registerAndLogin();
    expect((await get('profile', a.token)).json().data.email).toBe(a.user.email);
    expect((await get('profile', b.token)).json().data.email).toBe(b.user.email);
  });
});

describe('passwords', () => {
  const resetLink = (mail: string) => /ResetPassword\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];

  it('answers a reset request the same way for known and unknown addresses, mailing only the known', async () => {
    const { user } = await registerAndLogin();
    const before = (await t.outbox()).length;
    const known = await post('forget-password', { email: user.email });
    const unknown = await post('forget-password', { email: 'sconosciuto@example.com' });
    expect(known.json()).toEqual({
      success: true,
      message: 'Controlla la tua email per ulteriori istruzioni.',
    });
    expect(unknown.json()).toEqual(known.json());
    const mails = (await t.outbox()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${user.email}`);
    expect(mails[0]).toContain('http://localhost:3000/ResetPassword?token=');
  });

  it('resets once with the mailed link, ends the sessions, and refuses the link a second time', async () => {
    const { user, token } = await registerAndLogin();
    await post('forget-password', { email: user.email });
    const mail = (await t.outbox()).filter((m) => m.includes(`To: ${user.email}`)).at(-1) ?? '';
    const resetToken = resetLink(mail) ?? '';
    const body = { password: 'NuovaPass456!', password_confirmation: 'NuovaPass456!' };
    const reset = await post(`reset-passwords/?token=${resetToken}`, body);
    expect(reset.json()).toEqual({
      success: true,
      message: 'Password reset successful. You can now log in with your new password.',
    });
    expect((await get('profile', token)).statusCode).toBe(401);
    expect((await post('login', { email: user.email, password: 'NuovaPass456!' })).statusCode).toBe(200);
    const again = await post(`reset-passwords?token=${resetToken}`, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Il link per reimpostare la password non è valido o è scaduto.');
  });

  it('checks the reset fields', async () => {
    expect(
      (await post('reset-passwords?token=x', { password: '', password_confirmation: '' })).json().message,
    ).toBe('Please enter both new password and confirm password.');
    expect(
      (
        await post('reset-passwords?token=x', { password: 'Abcdefgh1', password_confirmation: 'Abcdefgh2' })
      ).json().message,
    ).toBe('New password and confirm password must match.');
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { user, token } = await registerAndLogin();
    const other = await api.login(user.email, user.password);
    const mismatch = await post(
      'profile/changePasswords',
      { current_password: user.password, new_password: 'Abcdefgh1', confirm_password: 'x' },
      token,
    );
    expect(mismatch.json().message).toBe('le passwords non corrispondono');
    const changed = await post(
      'profile/changePasswords',
      { current_password: user.password, new_password: 'Cambiata789!', confirm_password: 'Cambiata789!' },
      token,
    );
    expect(changed.json()).toEqual({ success: true, message: 'Password changed successfully!' });
    expect((await get('profile', token)).statusCode).toBe(200);
    expect((await get('profile', other)).statusCode).toBe(401);
    expect((await post('login', { email: user.email, password: user.password })).statusCode).toBe(401);
  });

  it('takes a new password of any length, as the specification has no length rule there, but not an empty one', async () => {
    const { user, token } = await registerAndLogin();
    const empty = await post(
      'profile/changePasswords',
      { current_password: user.password, new_password: '', confirm_password: '' },
      token,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Inserisci la nuova password.');
    const short = await post(
      'profile/changePasswords',
      { current_password: user.password, new_password: 'abc', confirm_password: 'abc' },
      token,
    );
    expect(short.json()).toEqual({ success: true, message: 'Password changed successfully!' });
    expect((await post('login', { email: user.email, password: 'abc' })).statusCode).toBe(200);
  });

  it('requires a session to change a password', async () => {
    expect(
      (await post('profile/changePasswords', { new_password: 'a', confirm_password: 'a' })).statusCode,
    ).toBe(401);
  });
});
