import { messages } from '@scrivania/core/messages.it';
import { accountTokens, oauthAccounts, sessions, users } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let oauth: OAuth2Server;
let t: TestApp;
let api: ReturnType<typeof accountApi>;
let identity: Record<string, unknown> = {};

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  oauth.service.on('beforeUserinfo', (response) => {
    response.body = identity;
  });
  const credentials = { clientId: 'scrivania', clientSecret: 'segreto' };
  t = await createTestApp({
    config: {
      oauth: { google: credentials, linkedin: credentials, twitter: credentials },
      oauthServerOverride: oauth.issuer.url ?? '',
    },
  });
  api = accountApi(t);
});

afterAll(async () => {
  await t.close();
  await oauth.stop();
});

/**
 * Runs the browser's part: our redirect, the provider's consent redirect, then our callback. Answers
 * where the callback sent the browser and the cookie it left there.
 */
async function signIn(
  provider: 'google' | 'linkedin' | 'twitter',
  tamper?: (callback: URL) => void,
  cookieOverride?: string,
) {
  const start = await t.app.inject({ method: 'GET', url: `/backend/api/auth/${provider}/redirect/user` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  const consent = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(String(consent.headers.get('location')));
  tamper?.(callback);
  const response = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: cookieOverride ?? cookie },
  });
  expect(response.statusCode).toBe(302);
  const setCookies = [response.headers['set-cookie'] ?? []].flat();
  return {
    next: new URL(String(response.headers.location), 'http://localhost'),
    browser: setCookies.find((c) => c.startsWith('scr_login='))?.split(';')[0] ?? '',
  };
}

const exchange = (code: string, browser: string) => api.post('auth/exchange', { code }, undefined, browser);
const sessionCount = async () => (await t.db.select({ id: sessions.id }).from(sessions)).length;

async function signedInAs(provider: 'google' | 'linkedin' | 'twitter') {
  const { next, browser } = await signIn(provider);
  expect(next.pathname).toBe(`/SocialCallback/${provider}`);
  const answer = await exchange(next.searchParams.get('token') ?? '', browser);
  expect(answer.statusCode).toBe(200);
  return answer.json() as { access_token: string; user: { email: string; name: string } };
}

describe('social login', () => {
  it('creates a verified account from a verified Google e-mail and hands over a one-time code', async () => {
    identity = {
      sub: 'google-1',
      email: 'nuovo.social@example.com',
      email_verified: true,
      name: 'Nuovo Social',
    };
    const { next, browser } = await signIn('google');
    expect(next.pathname).toBe('/SocialCallback/google');
    const code = next.searchParams.get('token') ?? '';
    expect(browser).toMatch(/^scr_login=[\w-]{43}$/);
    // The address carries a code, not a session: it signs nobody in by itself.
    expect((await api.get('profile', code)).statusCode).toBe(401);

    const answer = await exchange(code, browser);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json().user).toMatchObject({ email: 'nuovo.social@example.com', email_verified: true });
    expect((await api.profile(answer.json().access_token)).email).toBe('nuovo.social@example.com');
    const again = await exchange(code, browser);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(messages.account.social.codeInvalid);
  });

  it('opens nothing with a code planted in another browser, a session token, or a code past its time', async () => {
    identity = { sub: 'google-plant', email: 'piantato@example.com', email_verified: true };
    const { next, browser } = await signIn('google');
    const code = next.searchParams.get('token') ?? '';
    const before = await sessionCount();
    expect((await exchange(code, '')).statusCode).toBe(400);
    expect((await exchange(code, 'scr_login=altro-browser')).statusCode).toBe(400);
    const { access_token: sessionToken } = (await exchange(code, browser)).json();
    expect((await exchange(sessionToken, browser)).statusCode).toBe(400);
    expect(await sessionCount()).toBe(before + 1);

    const late = await signIn('google');
    await t.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await exchange(late.next.searchParams.get('token') ?? '', late.browser)).statusCode).toBe(400);
  });

  it('links a verified account by e-mail (LinkedIn), and X by its own id afterwards', async () => {
    const { user } = await api.registerAndLogin();
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, user.email));
    identity = { sub: 'li-7', email: user.email.toUpperCase(), email_verified: true, name: 'Anna L.' };
    expect((await signedInAs('linkedin')).user.name).toBe(user.name);
    identity = { data: { id: 'x-7', username: 'anna', confirmed_email: user.email } };
    expect((await signedInAs('twitter')).user.email).toBe(user.email);
    identity = { data: { id: 'x-7', username: 'anna' } };
    expect((await signedInAs('twitter')).user.email).toBe(user.email);
  });

  it("asks for an unverified account's password before linking, then links and verifies it", async () => {
    const { user } = await api.registerAndLogin();
    identity = { sub: 'google-owner', email: user.email, email_verified: true, name: 'Proprietario' };
    const before = await sessionCount();
    const { next, browser } = await signIn('google');
    expect(next.pathname).toBe('/SocialCallback/google');
    expect(next.searchParams.get('token')).toBeNull();
    const link = next.searchParams.get('link') ?? '';
    expect(
      await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.providerUserId, 'google-owner')),
    ).toEqual([]);
    expect(await sessionCount()).toBe(before);

    const empty = await api.post('auth/social/link', { link, password: '' }, undefined, browser);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.account.social.passwordRequired);
    const wrong = await api.post('auth/social/link', { link, password: 'Sbagliata1!' }, undefined, browser);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(messages.account.social.wrongPassword);
    const elsewhere = await api.post(
      'auth/social/link',
      { link, password: user.password },
      undefined,
      'scr_login=x',
    );
    expect(elsewhere.statusCode).toBe(400);

    const linked = await api.post('auth/social/link', { link, password: user.password }, undefined, browser);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().user).toMatchObject({ email: user.email, name: user.name, email_verified: true });
    expect(
      (await api.post('auth/social/link', { link, password: user.password }, undefined, browser)).statusCode,
    ).toBe(400);
    expect((await signedInAs('google')).user.email).toBe(user.email);
  });

  it('never links a pre-registered address to an identity that cannot give its password', async () => {
    const victim = `vittima.${Date.now()}@example.com`;
    await api.post('register', { ...api.newUser(), email: victim, password: 'DellAttaccante1!' });
    identity = { sub: 'google-victim', email: victim, email_verified: true, name: 'Vittima' };
    const { next } = await signIn('google');
    expect(next.searchParams.has('link')).toBe(true);
    expect(
      await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.providerUserId, 'google-victim')),
    ).toEqual([]);
  });

  it('never links or creates an account from an unverified e-mail', async () => {
    identity = { sub: 'google-evil', email: 'anna.li@example.com', email_verified: false, name: 'Impostore' };
    const { next } = await signIn('google');
    expect(`${next.pathname}${next.search}`).toBe('/Login?social_error=noVerifiedEmail');
  });

  it('refuses a callback whose state does not match, or without the pending cookie', async () => {
    identity = { sub: 'google-2', email: 'altro@example.com', email_verified: true };
    const wrongState = await signIn('google', (callback) => callback.searchParams.set('state', 'falso'));
    expect(`${wrongState.next.pathname}${wrongState.next.search}`).toBe('/Login?social_error=failed');
    const noCookie = await signIn('google', undefined, 'scr_oauth=google.a.b.c');
    expect(`${noCookie.next.pathname}${noCookie.next.search}`).toBe('/Login?social_error=failed');
  });

  it('lists the configured providers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/backend/api/auth/providers' });
    expect(response.json()).toEqual({ success: true, data: ['google', 'linkedin', 'twitter'] });
  });
});

describe('social login without credentials', () => {
  it('sends the browser back to the login page with a clear reason instead of a broken redirect', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'GET',
        url: '/backend/api/auth/google/redirect/user',
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/Login?social_error=notConfigured');
      expect(
        (await plain.app.inject({ method: 'GET', url: '/backend/api/auth/providers' })).json().data,
      ).toEqual([]);
      const unknown = await plain.app.inject({
        method: 'GET',
        url: '/backend/api/auth/myspace/redirect/user',
      });
      expect(unknown.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
