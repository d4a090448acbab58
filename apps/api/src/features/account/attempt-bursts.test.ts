import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

// The API files share their modules (vitest.config.ts): this file's app is built afresh, around the
// counted check, whatever a file before it imported.
vi.hoisted(() => vi.resetModules());
// Counts the password checks the login makes, the expensive step the limits protect.
vi.mock('./passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function countStatuses(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('attempts that arrive together', () => {
  it('let exactly the account’s limit of 200 wrong logins reach the password check', async () => {
    const owner = { email: 'assediato@example.com', password: 'Assediato123!' };
    await createUser(t.db, { email: owner.email, passwordHash: await hashPassword(owner.password) });
    vi.mocked(verifyPassword).mockClear();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/backend/api/login',
          payload: { email: owner.email, password: `Sbagliata${i}!` },
          remoteAddress: `10.3.${Math.floor(i / 100)}.${i % 100}`,
        }),
      ),
    );
    const limit = t.app.config.authLimits.loginPerAccount.max;
    expect(vi.mocked(verifyPassword)).toHaveBeenCalledTimes(limit);
    expect(countStatuses(responses.map((r) => r.statusCode))).toEqual({ 401: limit, 429: 200 - limit });
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toBe('Troppi tentativi. Riprova tra qualche minuto.');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('let exactly the address’s limit of registrations through', async () => {
    const limit = t.app.config.authLimits.registerPerAddress.max;
    const responses = await Promise.all(
      Array.from({ length: limit + 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/backend/api/register',
          payload: {
            name: `Iscritto ${i}`,
            username: `iscritto${i}`,
            email: `iscritto${i}@example.com`,
            password: 'Iscritto123!',
            assign_role: 'visitor',
          },
          remoteAddress: '10.4.0.1',
        }),
      ),
    );
    expect(countStatuses(responses.map((r) => r.statusCode))).toEqual({ 200: limit, 429: 10 });
  });
});
