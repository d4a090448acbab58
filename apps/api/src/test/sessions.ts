import type { FastifyInstance } from 'fastify';
import { createSessionToken, createUser } from './factories.ts';

/** A new visitor with a live session, without going through the (deliberately slow) password hash. */
export async function createSignedInUser(app: FastifyInstance) {
  const user = await createUser(app.db);
  const token = await createSessionToken(app.db, user.id, app.config.sessionSecret);
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}
