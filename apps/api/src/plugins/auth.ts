import type { UserRole } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSessionRepository, LAST_SEEN_PRECISION_MS } from '../features/account/session-repository.ts';
import { hashToken } from '../features/account/tokens.ts';
import { HttpError } from './errors.ts';

export interface AuthUser {
  id: number;
  role: UserRole;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

/** The user of a live session token, or null; also used by the chat socket, which gets its token in a frame. */
export async function authenticateToken(app: FastifyInstance, token: string): Promise<AuthUser | null> {
  const repository = createSessionRepository(app.db);
  const session = await repository.findActive(hashToken(token, app.config.sessionSecret));
  if (session?.status !== 'active') return null;
  // Most requests find the session seen within the hour and write nothing.
  if (Date.now() - session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS)
    await repository.seen(session.sessionId);
  return { id: session.userId, role: session.role, sessionId: session.sessionId };
}

/** An answer no cache may keep: it carries a session token, or what only a signed-in user may see. */
export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * Resolves `Authorization: Bearer <token>` to the session's user; anything else leaves the request
 * anonymous. Answers to requests that carry a token are never stored by a cache.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return;
    request.user = await authenticateToken(app, match[1]);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization !== undefined) noStore(reply);
  });
}

/** The signed-in user, or a 401 with an Italian message. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, messages.account.unauthenticated);
  return request.user;
}

/**
 * The signed-in user when their role is the one asked for: no session is a 401, another role a 403.
 * Role-only areas (transfer confirmation, the host back-office, the operator console) start here.
 */
export function requireRole(request: FastifyRequest, role: AuthUser['role']): AuthUser {
  const user = requireUser(request);
  if (user.role !== role) throw new HttpError(403, messages.account.forbidden);
  return user;
}
