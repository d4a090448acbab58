import { timingSafeEqual } from 'node:crypto';
import type { PoolStats } from '@scrivania/db/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (decision 094). `registry` is the hook for every feature: a feature
 * that has something to count registers its own collector there, typically a gauge whose `collect()`
 * reads the current figure when the scraper asks, e.g. the job queue:
 *
 *   new Gauge({ name: 'scrivania_jobs', help: '…', labelNames: ['state'], registers: [app.metrics.registry],
 *     async collect() { for (const [state, n] of await countJobs()) this.set({ state }, n); } });
 *
 * Names start with `scrivania_`. Without METRICS_TOKEN nothing is collected per request and the
 * collectors are never read, so the default install pays nothing for them.
 */
export interface AppMetrics {
  readonly enabled: boolean;
  readonly registry: Registry;
  /** What an in-memory cache calls on each lookup, counted under its name. */
  cacheLookups(cache: string): (outcome: 'hit' | 'miss') => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Seconds; from a kept answer (a millisecond) to the request deadline. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Requests that matched no route share one label, so that scanning for addresses cannot grow the series. */
const UNMATCHED = '(unmatched)';

const ignore = () => {};

export function createAppMetrics(enabled: boolean): AppMetrics {
  const registry = new Registry();
  const lookups = new Counter({
    name: 'scrivania_cache_lookups_total',
    help: 'Lookups of the in-memory caches of this process (answers, rendered pages, search), by cache and outcome.',
    labelNames: ['cache', 'outcome'] as const,
    registers: [registry],
  });
  return {
    enabled,
    registry,
    cacheLookups(cache) {
      if (!enabled) return ignore;
      const hit = lookups.labels({ cache, outcome: 'hit' });
      const miss = lookups.labels({ cache, outcome: 'miss' });
      return (outcome) => (outcome === 'hit' ? hit : miss).inc();
    },
  };
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!sent) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Request durations by route and status, the database's connections, the chat feed's LISTEN and the
 * process's own figures, and `GET /metrics` for a scraper holding METRICS_TOKEN. Anyone else gets the
 * 404 of an address that does not exist: the route's existence is nobody else's business.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; poolStats: (() => PoolStats) | undefined; listening: () => boolean },
) {
  const { token } = options;
  const { registry } = app.metrics;
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!token || !carriesToken(request, token)) return reply.callNotFound();
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
  if (!token) return;

  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'scrivania_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const { poolStats } = options;
  if (poolStats) {
    new Gauge({
      name: 'scrivania_db_pool_waiting',
      help: 'Queries waiting for a database connection (on the embedded database: for their turn).',
      registers: [registry],
      collect() {
        this.set(poolStats().waiting);
      },
    });
    new Gauge({
      name: 'scrivania_db_pool_connections',
      help: 'Database connections of this process, all of them and the idle ones.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
      },
    });
  }
  new Gauge({
    name: 'scrivania_listen_connected',
    help: '1 while this process receives the other processes’ signals (PostgreSQL LISTEN), 0 otherwise.',
    registers: [registry],
    collect() {
      this.set(options.listening() ? 1 : 0);
    },
  });
}
