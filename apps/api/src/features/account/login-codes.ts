import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { createAccountRepository } from './account-repository.ts';
import type { ClientInfo } from './account-service.ts';
import { createAccountTokens } from './account-tokens.ts';
import { toProfile } from './profile-mapper.ts';
import { startSession } from './session-repository.ts';

/** The web app trades a code at once; two minutes cover a slow page load and nothing more. */
export const LOGIN_CODE_TTL_MS = 2 * 60_000;

/** A new session for an active account (a blocked one is refused with the suspension's words), answered as the specification's social login response. */
export async function sessionAnswer(app: FastifyInstance, userId: number, client: ClientInfo) {
  const user = await createAccountRepository(app.db).findById(userId);
  if (!user) throw new HttpError(400, messages.account.social.codeInvalid);
  if (user.status !== 'active') throw new HttpError(403, messages.account.blocked);
  const token = await startSession(app.db, app.config.sessionSecret, userId, client);
  return { access_token: token, user: toProfile(user) };
}

/**
 * One-time login codes: what a sign-in that ends in a browser redirect puts in the address bar
 * (`?token=`) instead of a session token. A code works once, for two minutes, and only together
 * with the cookie of the browser it was issued to, so a leaked or planted address opens nothing.
 */
export function createLoginCodes(app: FastifyInstance) {
  const tokens = createAccountTokens(app.db, app.config.sessionSecret);
  return {
    issue: (userId: number, browser: string) =>
      tokens.issue('login_code', userId, LOGIN_CODE_TTL_MS, { browser }),
    async exchange(code: string, browser: string | null, client: ClientInfo) {
      const row = await tokens.consume('login_code', code, browser ?? '');
      if (!row) throw new HttpError(400, messages.account.social.codeInvalid);
      return sessionAnswer(app, row.userId, client);
    },
  };
}
