import { timingSafeEqual } from 'node:crypto';
import type { SocialProvider } from '@scrivania/core/account/schemas';
import { hashToken } from '../../lib/tokens.ts';

export const OAUTH_COOKIE = 'scr_oauth';
const OAUTH_COOKIE_MAX_AGE_S = 600;
/** Binds a sign-in's one-time code (or pending link) to the browser the provider sent back. */
export const BROWSER_COOKIE = 'scr_login';
const BROWSER_COOKIE_PATH = '/backend/api/auth';
const BROWSER_COOKIE_MAX_AGE_S = 600;

const cookie = (name: string, value: string, path: string, maxAge: number, secure: boolean) =>
  `${name}=${value}; Path=${path}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;

/** A cookie's value from a Cookie header, or null. */
export function readCookie(cookieHeader: string | undefined, name: string): string | null {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  return raw || null;
}

/** The pending sign-in, bound to this browser: provider, state and PKCE verifier, signed with the session secret. */
export function pendingCookie(
  provider: SocialProvider,
  state: string,
  verifier: string,
  secret: string,
  secure: boolean,
) {
  const value = `${provider}.${state}.${verifier}`;
  return cookie(
    OAUTH_COOKIE,
    `${value}.${hashToken(value, secret)}`,
    '/backend',
    OAUTH_COOKIE_MAX_AGE_S,
    secure,
  );
}

export const clearedCookie = cookie(OAUTH_COOKIE, '', '/backend', 0, false);

export const browserCookie = (value: string, secure: boolean) =>
  cookie(BROWSER_COOKIE, value, BROWSER_COOKIE_PATH, BROWSER_COOKIE_MAX_AGE_S, secure);

export const clearedBrowserCookie = cookie(BROWSER_COOKIE, '', BROWSER_COOKIE_PATH, 0, false);

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The verifier of a pending sign-in, when the cookie is intact and matches the provider and state. */
export function readPending(
  cookieHeader: string | undefined,
  provider: SocialProvider,
  state: string,
  secret: string,
) {
  const [cookieProvider, cookieState, verifier, signature] =
    readCookie(cookieHeader, OAUTH_COOKIE)?.split('.') ?? [];
  if (!cookieProvider || !cookieState || !verifier || !signature) return null;
  if (!sameText(hashToken(`${cookieProvider}.${cookieState}.${verifier}`, secret), signature)) return null;
  if (cookieProvider !== provider || !sameText(cookieState, state)) return null;
  return verifier;
}
