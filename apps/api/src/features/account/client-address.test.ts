import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from './passwords.ts';

const WINDOW = { max: 2, windowMs: 60_000 };

/** A wrong login for an address nobody has: it counts against the address that sent it. */
function wrongLogin(t: TestApp, n: number, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/backend/api/login',
    payload: { email: `nessuno${n}@example.com`, password: 'Sbagliata123!' },
    remoteAddress: '10.20.30.40',
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

describe('the address that per-address limits count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authLimits: { loginPerAddress: WINDOW } });
  });
  afterAll(() => t.close());

  it('is the connection’s own by default, whatever X-Forwarded-For claims', async () => {
    const statuses = [];
    for (const [n, forged] of ['198.51.100.1', '198.51.100.2', '198.51.100.3'].entries())
      statuses.push((await wrongLogin(t, n, forged)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('is an IPv6 network as a whole (/64), and an IPv4-mapped address as its IPv4', async () => {
    const fromAddress = (n: number, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/backend/api/login',
        payload: { email: `rete${n}@example.com`, password: 'Sbagliata123!' },
        remoteAddress,
      });
    const statuses = [];
    for (const [n, address] of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:a:b:c:d'].entries())
      statuses.push((await fromAddress(n, address)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
    expect((await fromAddress(3, '2001:db8:5:7::1')).statusCode).toBe(401);
    expect((await fromAddress(4, '10.9.8.7')).statusCode).toBe(401);
    expect((await fromAddress(5, '::ffff:10.9.8.7')).statusCode).toBe(401);
    expect((await fromAddress(6, '::ffff:10.9.8.7')).statusCode).toBe(429);
  });

  it('is not used up by people who sign in', async () => {
    const owner = { email: 'ufficio@example.com', password: 'Ufficio123!' };
    await createUser(t.db, { email: owner.email, passwordHash: await hashPassword(owner.password) });
    for (let i = 0; i < 3; i++) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/backend/api/login',
        payload: owner,
        remoteAddress: '10.50.0.1',
      });
      expect(login.statusCode).toBe(200);
    }
  });
});

describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' }, authLimits: { loginPerAddress: WINDOW } });
  });
  afterAll(() => t.close());

  it('is the address the proxy saw (the last hop), not what the client wrote before it', async () => {
    const statuses = [];
    for (const [n, forged] of ['198.51.100.1', '198.51.100.2', '198.51.100.3'].entries())
      statuses.push((await wrongLogin(t, n, `${forged}, 203.0.113.7`)).statusCode);
    expect(statuses).toEqual([401, 401, 429]);
    expect((await wrongLogin(t, 9, '198.51.100.1, 203.0.113.8')).statusCode).toBe(401);
  });
});
