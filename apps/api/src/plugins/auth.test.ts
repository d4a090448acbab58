import { sessions } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../features/account/passwords.ts';
import { createUser } from '../test/factories.ts';
import { createSignedInUser } from '../test/sessions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/backend/api/profile', headers });

/** A signed-in user whose session was last used `ago` milliseconds ago. */
async function lastSeen(ago: number) {
  const user = await createSignedInUser(t.app);
  await t.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - ago) })
    .where(eq(sessions.userId, user.id));
  const seenAt = async () =>
    (await t.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, user.id)))[0]
      ?.at;
  return { ...user, seenAt };
}

describe('signed-in answers', () => {
  it('are never stored by a cache, nor is the answer that hands out a token', async () => {
    const user = await createSignedInUser(t.app);
    expect((await profile(user.headers)).headers['cache-control']).toBe('no-store');
    expect(
      (await profile({ authorization: 'Bearer scaduto-scaduto-scaduto' })).headers['cache-control'],
    ).toBe('no-store');
    const email = 'memorizzato@example.com';
    await createUser(t.db, { email, passwordHash: await hashPassword('Memorizzato1!') });
    const login = await t.app.inject({
      method: 'POST',
      url: '/backend/api/login',
      payload: { email, password: 'Memorizzato1!' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('leave public answers to guests alone', async () => {
    const menu = await t.app.inject({ method: 'GET', url: '/backend/api/menu' });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['cache-control']).toBeUndefined();
  });
});

describe('a session', () => {
  it('ends after 7 days without use, though it has not expired', async () => {
    const idle = await lastSeen(7 * DAY + HOUR);
    expect((await profile(idle.headers)).statusCode).toBe(401);
  });

  it('used again within 7 days keeps going, and notes the use', async () => {
    const user = await lastSeen(6 * DAY);
    expect((await profile(user.headers)).statusCode).toBe(200);
    expect(Date.now() - ((await user.seenAt())?.getTime() ?? 0)).toBeLessThan(HOUR);
  });

  it('used within the hour is not written again', async () => {
    const user = await lastSeen(10 * 60_000);
    const before = await user.seenAt();
    expect((await profile(user.headers)).statusCode).toBe(200);
    expect(await user.seenAt()).toEqual(before);
  });
});
