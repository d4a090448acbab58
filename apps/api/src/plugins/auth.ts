import type { UserRole } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessRefusal, recordRouteAccess } from './access.ts';
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

/** The user of a live session token, or null: the account feature provides it when the app registers this plugin. */
export type SessionLookup = (token: string) => Promise<AuthUser | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The user of a session token, for the chat socket, which gets its token in a frame. */
    authenticate: SessionLookup;
  }
}

/** An answer no cache may keep: it carries a session token, or what only a signed-in user may see. */
export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * Resolves `Authorization: Bearer <token>` to the session's user (anything else leaves the request
 * anonymous) and enforces the route's declared access before the body is read: a route for signed-in
 * users answers 401 without a session, a route for one role 403 to the others. Answers to requests
 * that carry a token are never stored by a cache.
 */
export function registerAuth(app: FastifyInstance, lookup: SessionLookup) {
  app.decorateRequest('user', null);
  app.decorate('authenticate', lookup);
  recordRouteAccess(app);
  app.addHook('onRequest', async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (match?.[1]) request.user = await lookup(match[1]);
    const refusal = accessRefusal(request.routeOptions.config.access, request.user);
    if (refusal) throw new HttpError(refusal.status, refusal.message);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization !== undefined) noStore(reply);
  });
}

/**
 * The user of a route declared for signed-in users (`user`, `host` or `admin`): the access hook has
 * already answered 401 to requests without one, so this only gives the handler its typed user.
 */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, messages.account.unauthenticated);
  return request.user;
}
