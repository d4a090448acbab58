import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSessionRepository } from '../features/account/session-repository.ts';
import { hashToken } from '../features/account/tokens.ts';
import { HttpError } from './errors.ts';

export interface AuthUser {
  id: number;
  role: 'visitor' | 'host' | 'admin';
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

/** Resolves `Authorization: Bearer <token>` to the session's user; anything else leaves the request anonymous. */
export function registerAuth(app: FastifyInstance) {
  const repository = createSessionRepository(app.db);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) return;
    const session = await repository.findActive(hashToken(match[1], app.config.sessionSecret));
    if (session && session.status === 'active') {
      request.user = { id: session.userId, role: session.role, sessionId: session.sessionId };
    }
  });
}

/** The signed-in user, or a 401 with an Italian message. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, messages.auth.unauthenticated);
  return request.user;
}
