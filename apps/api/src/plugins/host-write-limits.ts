import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance } from 'fastify';
import type { HostWriteLimits } from '../config-limits.ts';
import { createRateLimiter } from '../lib/rate-limiter.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Counts every write of a host route (`config.access: 'host'`) against its host, in the shared
 * counters of decision 018, and refuses past the limit (429, Retry-After) before the body is read:
 * one host's script cannot keep the database and the catalogue busy for everyone (decision 072).
 * Registered after the auth hook, which has already refused callers that are not hosts.
 */
export function registerHostWriteLimits(app: FastifyInstance, limits: HostWriteLimits) {
  const limiter = createRateLimiter(app.db);
  // A callback hook, as auth's: the public reads that pass through it should not pay for a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const host = request.user;
    if (request.routeOptions.config.access !== 'host' || READS.has(request.method) || !host) return done();
    limiter.consume(`host-write:user:${host.id}`, limits.writesPerHost, messages.api.tooManyHostWrites).then(
      () => done(),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
