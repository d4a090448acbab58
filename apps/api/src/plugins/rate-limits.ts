import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Window } from '../config-limits.ts';
import { addressLimitKey } from '../lib/address-key.ts';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limiter.ts';
import { TooManyRequestsError } from './errors.ts';

/** Old counters are dropped this often; any process may do it, more than one doing it harms nothing. */
const PRUNE_EVERY_MS = 3600_000;

/**
 * @fastify/rate-limit's store on the `rate_limits` table: the counting is the attempt limiter's own
 * atomic statement, so every process sees the same counts and no process keeps any of them.
 */
function databaseStore(limiter: RateLimiter) {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      // The plugin passes the route's window and maximum, which its type declarations leave out.
      timeWindow?: number,
      max?: number,
    ) {
      if (timeWindow === undefined || max === undefined) {
        callback(new Error(`rate limit ${key} has no window`));
        return;
      }
      limiter.hit(key, { max, windowMs: timeWindow }).then(
        (attempt) =>
          callback(null, {
            current: attempt.count,
            ttl: Math.max(0, attempt.resetAt.getTime() - Date.now()),
          }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child() {
      return this;
    }
  };
}

/**
 * Registers @fastify/rate-limit for the routes that ask for it (`config.rateLimit`, see `perAddress`):
 * nothing is limited by default, and a limited request is refused before its body is read. Also drops
 * the counters of every limit once their window is long over.
 */
export async function registerRateLimits(app: FastifyInstance) {
  const limiter = createRateLimiter(app.db);
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(limiter),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(messages.api.tooManyRequests, new Date(Date.now() + context.ttl)),
  });
  const prune = setInterval(() => {
    limiter.prune().catch((error: unknown) => app.log.warn({ err: error }, 'old rate limits not pruned'));
  }, PRUNE_EVERY_MS);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
}

/** A route's limit per client address, counted under its own name. */
export function perAddress(name: string, limit: Window): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request: FastifyRequest) => `${name}:ip:${addressLimitKey(request.ip)}`,
  };
}
