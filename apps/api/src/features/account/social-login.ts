import type { SocialError, SocialProvider } from '@scrivania/core/account/schemas';
import type { SocialLinkBody } from '@scrivania/core/account/token-schemas';
import { messages } from '@scrivania/core/messages.it';
import { oauthAccounts, users } from '@scrivania/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import type { SocialIdentity } from '../../providers/oauth.ts';
import { createAccountRepository } from './account-repository.ts';
import type { ClientInfo } from './account-service.ts';
import { createAccountTokens } from './account-tokens.ts';
import { sessionAnswer } from './login-codes.ts';
import { createPasswordAttempts } from './password-attempts.ts';

/** Time to type the account's password after the provider sent the browser back. */
export const SOCIAL_LINK_TTL_MS = 10 * 60_000;

export type SocialOutcome =
  | { userId: number }
  | { passwordFor: { userId: number; email: string } }
  | { error: SocialError };

/**
 * Finds the account for a provider identity: an earlier link first; then an account with the same
 * address, linked now only when that address is verified; else a new, verified visitor account.
 * An unverified account with the address may have been registered by someone else to wait for its
 * owner's social sign-in, so it is linked only after its password is given (`passwordFor`). Without
 * a verified e-mail nothing is linked or created.
 */
export async function resolveIdentity(
  app: FastifyInstance,
  provider: SocialProvider,
  identity: SocialIdentity,
): Promise<SocialOutcome> {
  return app.db.transaction(async (tx): Promise<SocialOutcome> => {
    const [linked] = await tx
      .select({ userId: oauthAccounts.userId })
      .from(oauthAccounts)
      .where(
        and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, identity.providerUserId)),
      );
    if (linked) return { userId: linked.userId };
    if (!identity.email || !identity.emailVerified) return { error: 'noVerifiedEmail' };
    const existing = await createAccountRepository(tx).findByEmail(identity.email);
    if (existing && !existing.emailVerifiedAt)
      return { passwordFor: { userId: existing.id, email: existing.email } };
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
    if (!id) return { error: 'failed' };
    await tx.insert(oauthAccounts).values({ userId: id, provider, providerUserId: identity.providerUserId });
    return { userId: id };
  });
}

/** The identity waiting for the password of the account it would join, bound to this browser. */
export function startPendingLink(
  app: FastifyInstance,
  provider: SocialProvider,
  identity: SocialIdentity,
  account: { userId: number; email: string },
  browser: string,
) {
  return createAccountTokens(app.db, app.config.sessionSecret).issue(
    'social_link',
    account.userId,
    SOCIAL_LINK_TTL_MS,
    { provider, providerUserId: identity.providerUserId, email: account.email, browser },
  );
}

/**
 * Links a pending identity once the account's password is given (counted like a login). The provider
 * vouches for the address and the password for the account, so the address is verified from now on.
 */
export async function linkWithPassword(
  app: FastifyInstance,
  body: SocialLinkBody,
  browser: string | null,
  client: ClientInfo,
) {
  const secret = app.config.sessionSecret;
  const expired = new HttpError(400, messages.account.social.linkExpired);
  const pending = await createAccountTokens(app.db, secret).find('social_link', body.link, browser ?? '');
  const account = pending && (await createAccountRepository(app.db).findById(pending.userId));
  const provider = pending?.provider;
  const providerUserId = pending?.providerUserId;
  if (!provider || !providerUserId || !account) throw expired;
  // The account changed its address since: the provider no longer vouches for it.
  if (account.email.toLowerCase() !== pending?.email?.toLowerCase()) throw expired;
  const attempt = createPasswordAttempts(app);
  if (!(await attempt({ email: account.email, account }, client.ip, body.password)))
    throw new HttpError(401, messages.account.social.wrongPassword);
  const linked = await app.db.transaction(async (tx) => {
    if (!(await createAccountTokens(tx, secret).consume('social_link', body.link, browser ?? '')))
      return false;
    await tx
      .insert(oauthAccounts)
      .values({ userId: account.id, provider, providerUserId })
      .onConflictDoNothing();
    await createAccountRepository(tx).markVerified(account.id);
    return true;
  });
  if (!linked) throw expired;
  return sessionAnswer(app, account.id, client);
}
