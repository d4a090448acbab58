import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance } from 'fastify';
import { addressLimitKey } from '../../lib/address-key.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { FieldErrors, TooManyRequestsError } from '../../plugins/errors.ts';
import { createLoginAddresses } from './login-addresses.ts';
import { verifyPassword } from './passwords.ts';

const tooMany = messages.account.tooManyAttempts;

/** The login's counters for an account (by the e-mail typed) and a client address. */
function loginCounters(email: string, ip: string) {
  const address = addressLimitKey(ip);
  const account = email.toLowerCase();
  return {
    address,
    perAddress: `login:ip:${address}`,
    perAccountAddress: `login:account-address:${account}|${address}`,
    perAccount: `login:account:${account}`,
  };
}

/** Whose password is typed: the e-mail as typed, and the account when there is one. */
export interface PasswordHolder {
  email: string;
  account: { id: number; passwordHash: string | null } | undefined;
}

/**
 * Checks a password typed for an account under the login's attempt limits (decision 074). Every
 * place that asks for a password — login, current password, social linking — counts against the
 * same limits, so none of them is a faster way to guess. Throws 429 once a limit is used: the
 * (account, address) pair's, the address's, or the account's ceiling unless the address signed in
 * to the account lately.
 */
export function createPasswordAttempts(app: FastifyInstance) {
  const limiter = createRateLimiter(app.db);
  const limits = app.config.authLimits;
  const recent = createLoginAddresses(app.db, limits.loginAddressRememberedMs);
  return async ({ email, account }: PasswordHolder, ip: string, password: string) => {
    const counters = loginCounters(email, ip);
    // Every attempt is counted before the hash is checked, so a burst cannot slip past a limit; a
    // success then clears its pair's failures and gives the address and the account their attempt back.
    await limiter.consume(counters.perAddress, limits.loginPerAddress, tooMany);
    await limiter.consume(counters.perAccountAddress, limits.loginPerAccountAddress, tooMany);
    const overall = await limiter.hit(counters.perAccount, limits.loginPerAccount);
    if (
      overall.count > limits.loginPerAccount.max &&
      !(account && (await recent.isRecent(account.id, counters.address)))
    )
      throw new TooManyRequestsError(tooMany, overall.resetAt);
    if (!(await verifyPassword(account?.passwordHash ?? null, password))) return false;
    await limiter.clear(counters.perAccountAddress);
    await limiter.refund(counters.perAddress);
    await limiter.refund(counters.perAccount);
    if (account) await recent.note(account.id, counters.address);
    return true;
  };
}

/**
 * A password set through the mailed link proves the mailbox, so the address that set it counts as
 * the owner's: its pair's failures go, and it passes the account's ceiling from now on. The
 * account's count stays, so guesses from elsewhere stay refused.
 */
export function createLoginFreshStart(app: FastifyInstance) {
  const limiter = createRateLimiter(app.db);
  const recent = createLoginAddresses(app.db, app.config.authLimits.loginAddressRememberedMs);
  return async (account: { id: number; email: string }, ip: string) => {
    const counters = loginCounters(account.email, ip);
    await limiter.clear(counters.perAccountAddress);
    await recent.note(account.id, counters.address);
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
    account: { id: number; email: string; passwordHash: string | null },
    password: string | undefined,
    ip: string,
    missingMessage: string = messages.account.currentPassword.required,
  ) => {
    if (!account.passwordHash) throw refuse(messages.account.currentPassword.none);
    if (!password) throw refuse(missingMessage);
    if (!(await attempt({ email: account.email, account }, ip, password)))
      throw refuse(messages.account.currentPassword.wrong);
  };
}
