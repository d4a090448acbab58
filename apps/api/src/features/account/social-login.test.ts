import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let oauth: OAuth2Server;
let t: TestApp;
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
});

afterAll(async () => {
  await t.close();
  await oauth.stop();
});

/** Runs the browser's part: our redirect, the provider's consent redirect, then our callback. */
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
  return t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: cookieOverride ?? cookie, accept: 'application/json' },
  });
}

describe('social login', () => {
  it('creates an account from a verified Google e-mail and signs in', async () => {
    identity = {
      sub: 'google-1',
      email: 'nuovo.social@example.com',
      email_verified: true,
      name: 'Nuovo Social',
    };
    const response = await signIn('google');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { access_token: token, user } = response.json();
    expect(user).toMatchObject({ email: 'nuovo.social@example.com', name: 'Nuovo Social' });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/backend/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json().data.email).toBe('nuovo.social@example.com');
  });

  it('links an existing account by verified e-mail (LinkedIn), and X by its own id afterwards', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/backend/api/register',
      payload: {
        name: 'Anna',
        username: 'anna.li',
        email: 'anna.li@example.com',
        password: 'Password123!',
        assign_role: 'visitor',
      },
    });
    identity = { sub: 'li-7', email: 'ANNA.LI@example.com', email_verified: true, name: 'Anna L.' };
    const linkedin = await signIn('linkedin');
    expect(linkedin.json().user.name).toBe('Anna');
    identity = { data: { id: 'x-7', username: 'anna', confirmed_email: 'anna.li@example.com' } };
    const x = await signIn('twitter');
    expect(x.json().user.email).toBe('anna.li@example.com');
    identity = { data: { id: 'x-7', username: 'anna' } };
    expect((await signIn('twitter')).json().user.email).toBe('anna.li@example.com');
  });

  it('never links or creates an account from an unverified e-mail', async () => {
    identity = { sub: 'google-evil', email: 'anna.li@example.com', email_verified: false, name: 'Impostore' };
    const response = await signIn('google');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'noVerifiedEmail' });
  });

  it('refuses a callback whose state does not match, or without the pending cookie', async () => {
    identity = { sub: 'google-2', email: 'altro@example.com', email_verified: true };
    const wrongState = await signIn('google', (callback) => callback.searchParams.set('state', 'falso'));
    expect(wrongState.json()).toMatchObject({ success: false, error: 'failed' });
    const noCookie = await signIn('google', undefined, 'scr_oauth=google.a.b.c');
    expect(noCookie.json()).toMatchObject({ success: false, error: 'failed' });
  });

  it("sends a browser that navigated to the callback on to the web app's callback screen", async () => {
    identity = { sub: 'google-3', email: 'browser@example.com', email_verified: true };
    const start = await t.app.inject({ method: 'GET', url: '/backend/api/auth/google/redirect/user' });
    const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(String(consent.headers.get('location')));
    const response = await t.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(302);
    const next = new URL(String(response.headers.location), 'http://localhost');
    expect(next.pathname).toBe('/SocialCallback/google');
    expect(next.searchParams.get('state')).toBe(callback.searchParams.get('state'));
    expect(next.searchParams.get('code')).toBe(callback.searchParams.get('code'));
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
