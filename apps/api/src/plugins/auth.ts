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
  // Callback hooks, not async ones: most requests carry no token, and a promise per hook per request
  // was a measurable share of the public read endpoints' time (issue 19's ratio to bare Fastify).
  const refuseOrPass = (request: FastifyRequest, done: (error?: Error) => void) => {
    const refusal = accessRefusal(request.routeOptions.config.access, request.user);
    done(refusal ? new HttpError(refusal.status, refusal.message) : undefined);
  };
  app.addHook('onRequest', (request, _reply, done) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined) return refuseOrPass(request, done);
    lookup(token).then(
      (user) => {
        request.user = user;
        refuseOrPass(request, done);
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization !== undefined) noStore(reply);
    done(null, payload);
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
