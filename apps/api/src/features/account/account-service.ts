import { messages } from '@scrivania/core/messages.it';
import { isEmail, MIN_PASSWORD_LENGTH, type RegisterBody } from '@scrivania/core/schemas/account';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { resetPasswordMail, welcomeMail } from './account-mails.ts';
import { createAccountRepository } from './account-repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createSessionRepository } from './session-repository.ts';
import { hashToken, newToken } from './tokens.ts';

const RESET_TOKEN_TTL_MS = 3600_000;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

/** Registration, login, logout and passwords: the rules, whatever the route looks like. */
export function createAccountService(app: FastifyInstance) {
  const accounts = createAccountRepository(app.db);
  const sessions = createSessionRepository(app.db);
  const limiter = createRateLimiter(app.db);
  const limits = app.config.authLimits;
  const secret = app.config.sessionSecret;

  const sendMail = (mail: Parameters<typeof app.mailer.send>[0]) =>
    app.mailer.send(mail).catch((error: unknown) => app.log.error({ err: error }, 'account mail not sent'));

  return {
    async register(body: RegisterBody, client: ClientInfo) {
      const text = messages.auth[body.assign_role];
      if (!body.name || !body.username || !body.email || !body.password)
        throw new HttpError(400, text.required);
      if (!isEmail(body.email)) throw new HttpError(400, text.emailInvalid);
      if (body.password.length < MIN_PASSWORD_LENGTH) throw new HttpError(400, text.passwordTooShort);
      await limiter.consume(`register:ip:${client.ip}`, limits.registerPerAddress);
      const taken = await accounts.taken(body.email, body.username);
      if (taken.email) throw new HttpError(409, text.emailTaken);
      if (taken.username) throw new HttpError(409, text.usernameTaken);
      try {
        await accounts.insertUser({
          name: body.name,
          username: body.username,
          email: body.email,
          role: body.assign_role,
          passwordHash: await hashPassword(body.password),
        });
      } catch (error) {
        // Two registrations racing for the same address: the unique index decides.
        if ((error as { code?: string }).code === '23505') throw new HttpError(409, text.emailTaken);
        throw error;
      }
      await sendMail(welcomeMail(body, app.config.publicUrl));
      return text.success;
    },

    async login(email: string, password: string, client: ClientInfo) {
      if (!email || !password) throw new HttpError(400, messages.auth.loginRequired);
      if (!isEmail(email)) throw new HttpError(400, messages.auth.loginEmailInvalid);
      const accountKey = `login:account:${email.toLowerCase()}`;
      const addressKey = `login:ip:${client.ip}`;
      // Every attempt is counted before the password hash is checked, so a burst cannot slip past the
      // limit; a success then clears the account's failures and gives the address its attempt back.
      await limiter.consume(addressKey, limits.loginPerAddress);
      await limiter.consume(accountKey, limits.loginPerAccount);
      const user = await accounts.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !valid || user.status !== 'active')
        throw new HttpError(401, messages.auth.wrongCredentials);
      await limiter.clear(accountKey);
      await limiter.refund(addressKey);
      const token = newToken();
      await sessions.insert({ userId: user.id, tokenHash: hashToken(token, secret), ...client });
      return token;
    },

    logout: (sessionId: number) => sessions.revoke(sessionId),

    /** The same answer whether or not the address has an account. */
    async forgotPassword(email: string, client: ClientInfo) {
      if (!isEmail(email)) throw new HttpError(400, messages.auth.loginEmailInvalid);
      await limiter.consume(`forgot:ip:${client.ip}`, limits.forgotPerAddress);
      await limiter.consume(`forgot:email:${email.toLowerCase()}`, limits.forgotPerEmail);
      const user = await accounts.findByEmail(email);
      if (!user) return;
      const token = newToken();
      await accounts.insertResetToken(
        user.id,
        hashToken(token, secret),
        new Date(Date.now() + RESET_TOKEN_TTL_MS),
      );
      await sendMail(resetPasswordMail(user, token, app.config.publicUrl));
    },

    async resetPassword(token: string, password: string, confirmation: string, client: ClientInfo) {
      if (!password || !confirmation) throw new HttpError(400, messages.auth.resetRequired);
      if (password !== confirmation) throw new HttpError(400, messages.auth.resetMismatch);
      if (password.length < MIN_PASSWORD_LENGTH) throw new HttpError(400, messages.auth.passwordTooShort);
      await limiter.consume(`reset:ip:${client.ip}`, limits.resetPerAddress);
      const passwordHash = await hashPassword(password);
      const userId = await app.db.transaction(async (tx) => {
        const consumed = await createAccountRepository(tx).consumeResetToken(hashToken(token, secret));
        if (!consumed) return undefined;
        await createAccountRepository(tx).setPassword(consumed.userId, passwordHash);
        await createSessionRepository(tx).revokeAllOf(consumed.userId);
        return consumed.userId;
      });
      if (userId === undefined) throw new HttpError(400, messages.auth.resetInvalidToken);
    },

    /** A new password ends every other session of the user. */
    async changePassword(userId: number, sessionId: number, password: string, confirmation: string) {
      if (password !== confirmation) throw new HttpError(400, messages.auth.changeMismatch);
      if (password.length < MIN_PASSWORD_LENGTH) throw new HttpError(400, messages.auth.passwordTooShort);
      await accounts.setPassword(userId, await hashPassword(password));
      await sessions.revokeAllOf(userId, sessionId);
    },
  };
}
