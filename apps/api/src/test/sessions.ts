import type { FastifyInstance } from 'fastify';
import { createSessionRepository } from '../features/account/session-repository.ts';
import { hashToken, newToken } from '../features/account/tokens.ts';
import { createUser } from './factories.ts';

/** A new visitor with a live session, without going through the (deliberately slow) password hash. */
export async function createSignedInUser(app: FastifyInstance) {
  const user = await createUser(app.db);
  const token = newToken();
  await createSessionRepository(app.db).insert({
    userId: user.id,
    tokenHash: hashToken(token, app.config.sessionSecret),
    userAgent: null,
    ip: null,
  });
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}
