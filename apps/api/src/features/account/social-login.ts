import { timingSafeEqual } from 'node:crypto';
import type { SocialError, SocialProvider } from '@scrivania/core/account/schemas';
import { oauthAccounts, users } from '@scrivania/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SocialIdentity } from '../../providers/oauth.ts';
import { createAccountRepository } from './account-repository.ts';
import { createSessionRepository } from './session-repository.ts';
import { hashToken, newToken } from './tokens.ts';

export const OAUTH_COOKIE = 'scr_oauth';
const COOKIE_MAX_AGE_S = 600;

/** The pending sign-in, bound to this browser: provider, state and PKCE verifier, signed with the session secret. */
export function pendingCookie(
  provider: SocialProvider,
  state: string,
  verifier: string,
  secret: string,
  secure: boolean,
) {
  const value = `${provider}.${state}.${verifier}`;
  const signed = `${value}.${hashToken(value, secret)}`;
  return `${OAUTH_COOKIE}=${signed}; Path=/backend; HttpOnly; SameSite=Lax; Max-Age=${COOKIE_MAX_AGE_S}${secure ? '; Secure' : ''}`;
}

export const clearedCookie = `${OAUTH_COOKIE}=; Path=/backend; HttpOnly; SameSite=Lax; Max-Age=0`;

/** The verifier of a pending sign-in, when the cookie is intact and matches the provider and state. */
export function readPending(
  cookieHeader: string | undefined,
  provider: SocialProvider,
  state: string,
  secret: string,
) {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${OAUTH_COOKIE}=`))
    ?.slice(OAUTH_COOKIE.length + 1);
  const [cookieProvider, cookieState, verifier, signature] = raw?.split('.') ?? [];
  if (!cookieProvider || !cookieState || !verifier || !signature) return null;
  const expected = Buffer.from(hashToken(`${cookieProvider}.${cookieState}.${verifier}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const sameState = Buffer.from(cookieState);
  const stateGiven = Buffer.from(state);
  if (
    cookieProvider !== provider ||
    sameState.length !== stateGiven.length ||
    !timingSafeEqual(sameState, stateGiven)
  ) {
    return null;
  }
  return verifier;
}

/**
 * Finds the account for a provider identity: an earlier link first, then an account with the same
 * verified e-mail (linked now), else a new visitor account. Without a verified e-mail nothing is
 * linked or created, so nobody can take over an account by claiming its address.
 */
export async function signInWithIdentity(
  app: FastifyInstance,
  provider: SocialProvider,
  identity: SocialIdentity,
  client: { ip: string; userAgent: string | null },
): Promise<{ token: string; userId: number } | { error: SocialError }> {
  const userId = await app.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ userId: oauthAccounts.userId })
      .from(oauthAccounts)
      .where(
        and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, identity.providerUserId)),
      );
    if (linked) return linked.userId;
    if (!identity.email || !identity.emailVerified) return null;
    const existing = await createAccountRepository(tx).findByEmail(identity.email);
    let id = existing?.id;
    if (!id) {
      const base =
        identity.email
          .split('@')[0]
          ?.replace(/[^a-z0-9._-]/gi, '')
          .slice(0, 40) || 'utente';
      const [created] = await tx
        .insert(users)
        .values({
          name: identity.name,
          email: identity.email,
          username: sql`${base} || '.' || substr(md5(random()::text), 1, 6)`,
          role: 'visitor',
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      id = created?.id;
    }
    if (!id) return null;
    await tx.insert(oauthAccounts).values({ userId: id, provider, providerUserId: identity.providerUserId });
    return id;
  });
  if (userId === null) return { error: 'noVerifiedEmail' };
  const token = newToken();
  await createSessionRepository(app.db).insert({
    userId,
    tokenHash: hashToken(token, app.config.sessionSecret),
    ...client,
  });
  return { token, userId };
}
