import { messages } from '@scrivania/core/messages.it';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../test/accounts.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from './passwords.ts';

const PASSWORD = 'Titolare123!';
let seq = 0;

async function newOwner(t: TestApp) {
  seq += 1;
  const email = `titolare${seq}@example.com`;
  await createUser(t.db, { email, passwordHash: await hashPassword(PASSWORD) });
  return email;
}

const login = (t: TestApp, email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/backend/api/login', payload: { email, password }, remoteAddress });

async function failFrom(t: TestApp, email: string, remoteAddress: string, times: number) {
  for (let i = 0; i < times; i++)
    expect((await login(t, email, `Sbagliata${i}!`, remoteAddress)).statusCode).toBe(401);
}

describe('failed logins from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuse that address for the account, and not the owner signing in from another', async () => {
    const email = await newOwner(t);
    await failFrom(t, email, '203.0.113.66', 10);
    const eleventh = await login(t, email, PASSWORD, '203.0.113.66');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(messages.account.tooManyAttempts);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(t, email, PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('count an IPv6 network as one address: another address of the same /64 is refused too', async () => {
    const email = await newOwner(t);
    await failFrom(t, email, '2001:db8:66:1::a', 10);
    expect((await login(t, email, PASSWORD, '2001:db8:66:1::b')).statusCode).toBe(429);
    expect((await login(t, email, PASSWORD, '2001:db8:66:1:ffff:1:2:3')).statusCode).toBe(429);
    expect((await login(t, email, PASSWORD, '2001:db8:66:2::a')).statusCode).toBe(200);
  });

  it('never block a password reset, and the address that reset the password gets in again', async () => {
    const api = accountApi(t);
    const email = await newOwner(t);
    const owner = '192.0.2.15';
    await failFrom(t, email, owner, 10);
    expect((await login(t, email, PASSWORD, owner)).statusCode).toBe(429);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/backend/api/forget-password',
      payload: { email },
      remoteAddress: owner,
    });
    expect(asked.statusCode).toBe(200);
    const fresh = 'Rinnovata123!';
    const reset = await t.app.inject({
      method: 'POST',
      url: `/backend/api/reset-passwords?token=${await api.linkTo(email, 'ResetPassword')}`,
      payload: { password: fresh, password_confirmation: fresh },
      remoteAddress: owner,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, email, fresh, owner)).statusCode).toBe(200);
  });
});

describe('the account-wide ceiling on failed logins', () => {
  const CEILING = 12;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authLimits: { loginPerAccount: { max: CEILING, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('refuses addresses new to the account, and lets in one that signed in to it lately', async () => {
    const email = await newOwner(t);
    const home = '198.51.100.20';
    expect((await login(t, email, PASSWORD, home)).statusCode).toBe(200);
    // Guesses spread over many addresses, each far below its own limit.
    for (let i = 0; i < CEILING; i++) await failFrom(t, email, `203.0.113.${100 + i}`, 1);
    const stranger = await login(t, email, PASSWORD, '203.0.113.250');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(t, email, PASSWORD, '198.51.100.21')).statusCode).toBe(429);
    expect((await login(t, email, PASSWORD, home)).statusCode).toBe(200);
  });

  it('lets in the address that reset the password through the mailed link', async () => {
    const api = accountApi(t);
    const email = await newOwner(t);
    for (let i = 0; i < CEILING; i++) await failFrom(t, email, `203.0.113.${100 + i}`, 1);
    const owner = '192.0.2.40';
    expect((await login(t, email, PASSWORD, owner)).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: '/backend/api/forget-password', payload: { email } });
    const fresh = 'Rinnovata123!';
    const reset = await t.app.inject({
      method: 'POST',
      url: `/backend/api/reset-passwords?token=${await api.linkTo(email, 'ResetPassword')}`,
      payload: { password: fresh, password_confirmation: fresh },
      remoteAddress: owner,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, email, fresh, owner)).statusCode).toBe(200);
    expect((await login(t, email, fresh, '203.0.113.251')).statusCode).toBe(429);
  });
});
