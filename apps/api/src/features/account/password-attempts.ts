import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { FieldErrors } from '../../plugins/errors.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Checks a password typed for an account under the login's attempt limits (per account, per client
 * address). Every place that asks for a password — login, current password, social linking — counts
 * against the same limit, so none of them is a faster way to guess. Throws 429 once a limit is used.
 */
export function createPasswordAttempts(app: FastifyInstance) {
  const limiter = createRateLimiter(app.db);
  const limits = app.config.authLimits;
  return async (email: string, ip: string, storedHash: string | null, password: string) => {
    const accountKey = `login:account:${email.toLowerCase()}`;
    const addressKey = `login:ip:${ip}`;
    // Every attempt is counted before the hash is checked, so a burst cannot slip past the limit; a
    // success then clears the account's failures and gives the address its attempt back.
    await limiter.consume(addressKey, limits.loginPerAddress, messages.account.tooManyAttempts);
    await limiter.consume(accountKey, limits.loginPerAccount, messages.account.tooManyAttempts);
    if (!(await verifyPassword(storedHash, password))) return false;
    await limiter.clear(accountKey);
    await limiter.refund(addressKey);
    return true;
  };
}

/**
 * Before the password or the address of an account changes, its owner types the current password:
 * a session alone (a borrowed device, a stolen token) must not be enough to lock the owner out.
 * Refusals name the `current_password` field, so forms can show them beside it.
 */
export function createCurrentPasswordCheck(app: FastifyInstance) {
  const attempt = createPasswordAttempts(app);
  const refuse = (message: string) => new FieldErrors({ current_password: message });
  return async (
    account: { email: string; passwordHash: string | null },
    password: string | undefined,
    ip: string,
    missingMessage: string = messages.account.currentPassword.required,
  ) => {
    if (!account.passwordHash) throw refuse(messages.account.currentPassword.none);
    if (!password) throw refuse(missingMessage);
    if (!(await attempt(account.email, ip, account.passwordHash, password)))
      throw refuse(messages.account.currentPassword.wrong);
  };
}
