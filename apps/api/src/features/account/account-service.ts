import type { ChangePasswordBody, RegisterBody } from '@scrivania/core/account/schemas';
import { messages } from '@scrivania/core/messages.it';
import type { Db } from '@scrivania/db/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressLimitKey } from '../../lib/address-key.ts';
import { queueMail } from '../../lib/jobs/mail-jobs.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { hostWelcomeMail, passwordChangedMail, resetPasswordMail, welcomeMail } from './account-mails.ts';
import { createAccountRepository, isUniqueViolation } from './account-repository.ts';
import { bankDetailsChange, createBankDetailsGuard } from './bank-details.ts';
import { createEmailVerification } from './email-verification.ts';
import {
  createCurrentPasswordCheck,
  createLoginFreshStart,
  createPasswordAttempts,
} from './password-attempts.ts';
import { hashPassword } from './passwords.ts';
import { createSessionRepository, startSession } from './session-repository.ts';

const RESET_TOKEN_TTL_MS = 3600_000;
const tooMany = messages.account.tooManyAttempts;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Who is asking, as sessions record it. */
export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

/**
 * The IBAN on a user's profile that their bank transfers' refunds go to (decision 045); `runner` is
 * the caller's transaction when the IBAN must be read or saved with the change it belongs to.
 */
export const profileIban = {
  of: (runner: Db, userId: number) => createAccountRepository(runner).iban(userId),
  /**
   * An IBAN given elsewhere than the profile (a cancellation) that differs from the profile's needs the
   * current password, as on the profile (decision 075); checked before the change is made.
   */
  async confirmChange(
    app: FastifyInstance,
    userId: number,
    change: { iban: string | undefined; password: string | undefined; ip: string },
  ): Promise<void> {
    const account = await createAccountRepository(app.db).findById(userId);
    if (!account || change.iban === undefined || !bankDetailsChange(account, { iban: change.iban })) return;
    await createBankDetailsGuard(app).confirm(account, change.password, change.ip);
  },
  /** Keeps that IBAN on the profile; a change is mailed to the owner, queued in `tx` with it. */
  async save(app: FastifyInstance, tx: Db, userId: number, iban: string) {
    const accounts = createAccountRepository(tx);
    const account = await accounts.findById(userId);
    if (!account || !bankDetailsChange(account, { iban })) return;
    await accounts.setIban(userId, iban);
    await createBankDetailsGuard(app).notify(tx, account, { iban, bankAccountNo: null });
  },
};

/**
 * The IBAN a host's payouts go to (issue 31) changes only with the current password, as the profile's
 * bank details do (decision 075); the owner is then mailed its last four characters.
 */
export const payoutIbanChange = {
  async confirm(app: FastifyInstance, userId: number, password: string | undefined, ip: string) {
    const account = await createAccountRepository(app.db).findById(userId);
    if (!account) throw new HttpError(404, messages.api.notFound);
    await createBankDetailsGuard(app).confirm(account, password, ip);
  },
  /** Queues the owner's mail in `tx`, the transaction that saves the new IBAN. */
  async notify(app: FastifyInstance, tx: Db, userId: number, iban: string) {
    // Read through `tx`: on the embedded database a query outside it would wait for it to end.
    const account = await createAccountRepository(tx).findById(userId);
    if (account) await createBankDetailsGuard(app).notify(tx, account, { iban: null, bankAccountNo: iban });
  },
};

/** Registration, login, logout and passwords: the rules, whatever the route looks like. */
export function createAccountService(app: FastifyInstance) {
  const accounts = createAccountRepository(app.db);
  const sessions = createSessionRepository(app.db);
  const limiter = createRateLimiter(app.db);
  const limits = app.config.authLimits;
  const secret = app.config.sessionSecret;
  const attempt = createPasswordAttempts(app);
  const verification = createEmailVerification(app);
  const proveCurrentPassword = createCurrentPasswordCheck(app);
  const freshStart = createLoginFreshStart(app);

  return {
    /** The body passed `RegisterBodySchema`, like every argument below passed its route's schema. */
    async register(body: RegisterBody, client: ClientInfo) {
      const text = messages.account[body.assign_role];
      await limiter.consume(`register:ip:${addressLimitKey(client.ip)}`, limits.registerPerAddress, tooMany);
      const taken = await accounts.taken(body.email, body.username);
      if (taken.email) throw new HttpError(409, text.emailTaken);
      if (taken.username) throw new HttpError(409, text.usernameTaken);
      const passwordHash = await hashPassword(body.password);
      const welcome = body.assign_role === 'host' ? hostWelcomeMail : welcomeMail;
      try {
        // The account, its link and the mail carrying it: all three, or none.
        await app.db.transaction(async (tx) => {
          const user = await createAccountRepository(tx).insertUser({
            name: body.name,
            username: body.username,
            email: body.email,
            role: body.assign_role,
            passwordHash,
          });
          if (!user) throw new Error('registration inserted no user');
          const verificationToken = await verification.issue(tx, user.id, body.email);
          await queueMail(app, tx, welcome(body, verificationToken, app.config.publicUrl));
        });
      } catch (error) {
        // Two registrations racing for the same address: the unique index decides.
        if (isUniqueViolation(error)) throw new HttpError(409, text.emailTaken);
        throw error;
      }
      return text.success;
    },

    async login(email: string, password: string, client: ClientInfo) {
      const user = await accounts.findByEmail(email);
      const valid = await attempt({ email, account: user }, client.ip, password);
      if (!user || !valid) throw new HttpError(401, messages.account.wrongCredentials);
      // Said only to whoever knows the password, so it reveals nothing about an address to others.
      if (user.status !== 'active') throw new HttpError(403, messages.account.blocked);
      return startSession(app.db, secret, user.id, client);
    },

    logout: (sessionId: number) => sessions.revoke(sessionId),

    /** The same answer whether or not the address has an account. */
    async forgotPassword(email: string, client: ClientInfo) {
      await limiter.consume(`forgot:ip:${addressLimitKey(client.ip)}`, limits.forgotPerAddress, tooMany);
      await limiter.consume(`forgot:email:${email.toLowerCase()}`, limits.forgotPerEmail, tooMany);
      const user = await accounts.findByEmail(email);
      if (!user) return;
      const token = newToken();
      await app.db.transaction(async (tx) => {
        await createAccountRepository(tx).insertResetToken(
          user.id,
          hashToken(token, secret),
          new Date(Date.now() + RESET_TOKEN_TTL_MS),
        );
        await queueMail(app, tx, resetPasswordMail(user, token, app.config.publicUrl));
      });
    },

    async resetPassword(token: string, password: string, client: ClientInfo) {
      await limiter.consume(`reset:ip:${addressLimitKey(client.ip)}`, limits.resetPerAddress, tooMany);
      const passwordHash = await hashPassword(password);
      const userId = await app.db.transaction(async (tx) => {
        const consumed = await createAccountRepository(tx).consumeResetToken(hashToken(token, secret));
        if (!consumed) return undefined;
        await createAccountRepository(tx).setPassword(consumed.userId, passwordHash);
        // The link went to the account's address, so opening it proves that address too.
        await createAccountRepository(tx).markVerified(consumed.userId);
        await createSessionRepository(tx).revokeAllOf(consumed.userId);
        return consumed.userId;
      });
      if (userId === undefined) throw new HttpError(400, messages.account.resetInvalidToken);
      const account = await accounts.findById(userId);
      if (account) await freshStart(account, client.ip);
    },

    /**
     * Needs the current password, counted like a login, so a session alone (a borrowed device, a
     * stolen token) cannot lock the owner out. Ends every other session and tells the owner by mail.
     */
    async changePassword(user: AuthUser, body: ChangePasswordBody, client: ClientInfo) {
      const account = await accounts.findById(user.id);
      if (!account) throw new HttpError(401, messages.account.unauthenticated);
      await proveCurrentPassword(account, body.current_password, client.ip);
      const passwordHash = await hashPassword(body.new_password);
      await app.db.transaction(async (tx) => {
        await createAccountRepository(tx).setPassword(user.id, passwordHash);
        await createSessionRepository(tx).revokeAllOf(user.id, user.sessionId);
        await queueMail(app, tx, passwordChangedMail(account, app.config.publicUrl));
      });
    },
  };
}
