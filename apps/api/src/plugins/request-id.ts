import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a caller (or the proxy in front) may name a request: bounded, and nothing that could break a
 * log line or a header. Anything else is replaced, not trusted.
 */
const ACCEPTED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * The request's id: the caller's `X-Request-Id` when it is acceptable, else a random UUID (122 random
 * bits), so that ids made by different processes and machines never collide, as a per-process counter
 * would (decision 094).
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}

/** Every answer names its request, whatever answers it (a route, the not-found handler, an error). */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
