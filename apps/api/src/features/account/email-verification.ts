import { messages } from '@scrivania/core/messages.it';
import type { Db } from '@scrivania/db/client';
import type { users } from '@scrivania/db/schema';
import type { FastifyInstance } from 'fastify';
import { queueMail } from '../../lib/jobs/mail-jobs.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { HttpError } from '../../plugins/errors.ts';
import { emailChangeMail, emailChangeNoticeMail, verifyEmailMail } from './account-mails.ts';
import { createAccountRepository, isUniqueViolation } from './account-repository.ts';
import { createAccountTokens } from './account-tokens.ts';

/** How long a mailed verification link works: long enough for a mailbox read the next day. */
export const VERIFY_LINK_TTL_MS = 24 * 3600_000;

type User = typeof users.$inferSelect;
const sameAddress = (a: string | null, b: string) => b !== '' && a?.toLowerCase() === b.toLowerCase();

/** Verification links: mailed at registration, on request and for a new address; opened once. */
export function createEmailVerification(app: FastifyInstance) {
  const secret = app.config.sessionSecret;
  const limiter = createRateLimiter(app.db);
  const publicUrl = app.config.publicUrl;

  /** A link's token, written through `tx`: its mail is queued in the same transaction. */
  const issue = (tx: Db, userId: number, email: string) =>
    createAccountTokens(tx, secret).issue('verify_email', userId, VERIFY_LINK_TTL_MS, { email });

  /** Each mailed link counts, so nobody can use an account to flood an inbox. */
  async function countMail(userId: number) {
    const key = `verify-mail:user:${userId}`;
    await limiter.consume(key, app.config.authLimits.verifyMailPerAccount, messages.account.tooManyAttempts);
  }

  return {
    issue,
    countMail,

    /** Mails the link again: to the pending address if there is one, else to an unverified address. */
    async resend(user: User) {
      const target = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email);
      if (!target) throw new HttpError(400, messages.account.verify.alreadyVerified);
      await countMail(user.id);
      await app.db.transaction(async (tx) => {
        const token = await issue(tx, user.id, target);
        await queueMail(
          app,
          tx,
          target === user.pendingEmail
            ? emailChangeMail(user, target, token, publicUrl)
            : verifyEmailMail(user, target, token, publicUrl),
        );
      });
    },

    /**
     * A new address waits for its link; the old one is told, in case the change is not the owner's.
     * Queued in `tx`, the transaction that makes the address pending.
     */
    async mailChange(tx: Db, user: User, newEmail: string) {
      const token = await issue(tx, user.id, newEmail);
      await queueMail(app, tx, emailChangeMail(user, newEmail, token, publicUrl));
      await queueMail(app, tx, emailChangeNoticeMail(user, newEmail, publicUrl));
    },

    /**
     * Opens a link: it verifies the account's address, or makes the pending address the account's
     * own. A link for an address the account no longer has or waits for opens nothing.
     */
    async confirm(token: string): Promise<'verified' | 'changed'> {
      try {
        return await app.db.transaction(async (tx) => {
          const row = await createAccountTokens(tx, secret).consume('verify_email', token);
          const accounts = createAccountRepository(tx);
          const user = row ? await accounts.findById(row.userId) : undefined;
          const email = row?.email ?? '';
          if (user && sameAddress(user.pendingEmail, email)) {
            await accounts.confirmPendingEmail(user.id);
            return 'changed';
          }
          if (user && sameAddress(user.email, email)) {
            await accounts.markVerified(user.id);
            return 'verified';
          }
          throw new HttpError(400, messages.account.verify.invalidLink);
        });
      } catch (error) {
        // Someone registered the pending address meanwhile: it stays theirs.
        if (isUniqueViolation(error)) throw new HttpError(409, messages.account.visitor.emailTaken);
        throw error;
      }
    },
  };
}
