import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Long enough that the whole burst below falls in one window even on a busy machine: a burst that
// outlasted it started a fresh window, and the owner's login then came in under the limit (seen with
// 5 s while the PostgreSQL suite ran beside other work).
const WINDOW_MS = 12_000;
let t: TestApp;
const owner = {
  name: 'Titolare',
  username: 'titolare',
  email: 'titolare@example.com',
  password: 'Titolare123!',
};

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/backend/api/login',
    payload: { email, password },
    remoteAddress: ip,
  });

beforeAll(async () => {
  t = await createTestApp({
    authLimits: {
      loginPerAccount: { max: 5, windowMs: WINDOW_MS },
      loginPerAddress: { max: 1000, windowMs: WINDOW_MS },
      forgotPerEmail: { max: 2, windowMs: WINDOW_MS },
    },
  });
  await t.app.inject({
    method: 'POST',
    url: '/backend/api/register',
    payload: { ...owner, assign_role: 'visitor' },
  });
});
afterAll(() => t.close());

describe('login attempt limits', () => {
  it('refuses every one of 200 wrong passwords in a burst, then lets the owner in after the window', async () => {
    const statuses: number[] = [];
    let firstAnswered = 0;
    for (let i = 0; i < 200; i++) {
      statuses.push((await login(owner.email, `Sbagliata${i}!`, `10.0.1.${i % 250}`)).statusCode);
      if (i === 0) firstAnswered = Date.now();
    }
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(150);
    const blocked = await login(owner.email, owner.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      message: 'Troppi tentativi. Riprova tra qualche minuto.',
    });
    // The window opened with the burst's first attempt, before its answer came.
    await new Promise((resolve) => setTimeout(resolve, firstAnswered + WINDOW_MS + 100 - Date.now()));
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('limits reset requests per address without telling whether the account exists', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/backend/api/forget-password',
        payload: { email: 'chiunque@example.com' },
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});
