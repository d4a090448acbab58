import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import { MAX_IMAGE_BYTES } from '@scrivania/core/account/schemas';
import type { Db, PoolStats } from '@scrivania/db/client';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { z } from 'zod';
import type { Config } from './config.ts';
import { createSessionLookup } from './features/account/session-service.ts';
import { CALLBACK_PATHS, socialCallbackHandler } from './features/account/social-routes.ts';
import { listingFeedRoutes } from './features/calendars/calendar-routes.ts';
import { type AvailabilityIndex, createAvailabilityIndex } from './features/catalog/availability-index.ts';
import { forgetOnPublicChange } from './features/catalog/public-change-service.ts';
import { type ChatNotifier, createLocalNotifier } from './features/chat/chat-notifier.ts';
import { sitemapRoutes } from './features/content/sitemap-routes.ts';
import { registerApiRoutes } from './features/routes.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createEmbeddedJobs } from './lib/jobs/embedded-jobs.ts';
import type { Jobs } from './lib/jobs/jobs.ts';
import { registerMailJobs } from './lib/jobs/mail-jobs.ts';
import { withAccessInOpenApi } from './plugins/access.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerBodyDeadline } from './plugins/body-deadline.ts';
import { registerContentSecurity } from './plugins/content-security.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { registerHostWriteLimits } from './plugins/host-write-limits.ts';
import { redactingLogger } from './plugins/log-redaction.ts';
import { createAppMetrics, registerMetrics } from './plugins/metrics.ts';
import { withFormsInOpenApi } from './plugins/multipart-form.ts';
import { loadPageRenderer } from './plugins/page-renderer.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { registerRequestIdHeader, requestIdOf } from './plugins/request-id.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { registerTextInputCheck } from './plugins/text-input.ts';
import { trustProxyOption } from './plugins/trusted-proxies.ts';
import { createFileStore, type FileStore } from './providers/file-store.ts';
import { createFilingTransmitter, type InvoiceTransmitter } from './providers/invoice-transmission.ts';
import type { Mailer } from './providers/mail.ts';

// Default validation texts reach users, so they are in Italian.
z.config(z.locales.it());

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    /** Photos and filed invoices: the data dir's folders, or the bucket every process shares (decision 093). */
    files: FileStore;
    /** Where issued e-invoices go: filed among the app's files unless an intermediary sends them (decision 052). */
    invoiceTransmitter: InvoiceTransmitter;
    /** What search knows of availability: one per app, loaded as the server starts. */
    availabilityIndex: AvailabilityIndex;
    chatNotifier: ChatNotifier;
    clock: Clock;
    /** Background work, written in the same transaction as its cause (decision 091). */
    jobs: Jobs;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Opens the chat fan-out between processes (PostgreSQL LISTEN/NOTIFY); in-process when absent. */
  chatNotifier?: (log: FastifyBaseLogger) => Promise<ChatNotifier>;
  /** Opens the PostgreSQL queue shared by every process; the embedded one when absent. */
  jobs?: (log: FastifyBaseLogger) => Jobs;
  /** The e-invoices' transmitter on the app's files; the filing one when absent. */
  invoiceTransmitter?: (files: FileStore) => InvoiceTransmitter;
  /** Pino options (a stream too, for tests that read the logs), or false to stay silent (tests). */
  logger?: false | { level: string; stream?: DestinationStream };
  /** The system clock unless a test moves time itself. */
  clock?: Clock;
  /** The database connections' figures, for the metrics. */
  poolStats?: () => PoolStats;
}

export const API_PREFIX = '/backend/api';

/** An answer slower than this is logged at info like an error: the operator wants to see it. */
export const SLOW_ANSWER_MS = 1_000;

/** Stands for Fastify's JSON-schema compilers, which no route gets: every route has the zod ones. */
function zodOnly(): never {
  throw new Error('routes are compiled from their zod schemas only');
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger === false ? false : redactingLogger(deps.logger ?? { level: deps.config.logLevel }),
    // One compact line per request (below) instead of Fastify's two.
    // Every log line of a request carries its id, kept from the caller or made unique across processes.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Per-address limits count request.ip: only configured proxies may name the client (decision 018).
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: 1_048_576,
    forceCloseConnections: 'idle',
    // A process being stopped (a rolling deploy) answers what still reaches it while it drains, each
    // answer closing its connection, rather than a 503 that a load balancer passes on to the visitor.
    return503OnClosing: false,
    // Without these Fastify waits on a client for ever: a few sockets sending a byte now and then
    // would hold the server's connections (issue 28).
    connectionTimeout: deps.config.serverTimeouts.connectionTimeoutMs,
    requestTimeout: deps.config.serverTimeouts.requestTimeoutMs,
    keepAliveTimeout: deps.config.serverTimeouts.keepAliveTimeoutMs,
    // Node looks for late requests every 30 s by default; twice per timeout cuts one off within 1.5 times it.
    http: {
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.ceil(deps.config.serverTimeouts.requestTimeoutMs / 2),
      ),
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Every route is checked and serialised by the zod compilers set below. Without factories of its
    // own Fastify loads its JSON-schema ones (Ajv, fast-json-stringify) at creation, about a tenth of
    // the start-up time, for compilers that never run.
    schemaController: { compilersFactory: { buildValidator: zodOnly, buildSerializer: zodOnly } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  app.decorate('config', deps.config);
  app.decorate('mailer', deps.mailer);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('metrics', createAppMetrics(deps.config.metricsToken !== undefined));
  registerRequestIdHeader(app);
  const files = await createFileStore(deps.config);
  app.decorate('files', files);
  app.decorate('invoiceTransmitter', (deps.invoiceTransmitter ?? createFilingTransmitter)(files));
  app.addHook('onClose', () => files.close());
  const availabilityIndex = createAvailabilityIndex(deps.db, {
    refreshMs: deps.config.availabilityRefreshMs,
  });
  app.decorate('availabilityIndex', availabilityIndex);
  // Loaded while the server starts listening, so the first search does not wait for it.
  app.addHook('onReady', async () => {
    availabilityIndex
      .fresh()
      .catch((error: unknown) => app.log.error({ err: error }, 'availability index load failed'));
  });
  const chatNotifier = deps.chatNotifier ? await deps.chatNotifier(app.log) : createLocalNotifier();
  app.decorate('chatNotifier', chatNotifier);
  app.addHook('onClose', () => chatNotifier.close());
  const jobs = deps.jobs ? deps.jobs(app.log) : createEmbeddedJobs(deps.db, app.log);
  app.decorate('jobs', jobs);
  registerMailJobs(app);
  // Every feature has registered its tasks by now. Jobs stop before anything closes the database.
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());

  // One line per answer: errors and slow answers at info, for the operator; the rest at debug, since
  // writing a line for each of thousands of small public reads a second was about a sixth of their
  // time (issue 19's ratio to bare Fastify), and the proxy in front keeps the access log.
  app.addHook('onResponse', (request, reply, done) => {
    const level = reply.statusCode >= 400 || reply.elapsedTime >= SLOW_ANSWER_MS ? 'info' : 'debug';
    request.log[level](
      {
        method: request.method,
        url: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });

  registerErrorHandling(app);
  registerBodyDeadline(app, deps.config.serverTimeouts.requestTimeoutMs);
  registerTextInputCheck(app);
  registerAuth(app, createSessionLookup(deps.db, deps.config.sessionSecret));
  registerHostWriteLimits(app, deps.config.hostWriteLimits);
  registerContentSecurity(app, deps.config.payments, deps.config.map);
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 40, fieldSize: 10_000 },
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Only the chat feed upgrades; browsers send nothing on it but their token, so frames stay tiny.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Scrivania API', version: '1.0.0', description: 'API del marketplace Scrivania.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: withAccessInOpenApi(withFormsInOpenApi(jsonSchemaTransform)),
  });

  await registerRateLimits(app);
  registerMetrics(app, {
    token: deps.config.metricsToken,
    poolStats: deps.poolStats,
    listening: () => chatNotifier.connected(),
  });
  await app.register(healthRoutes, { prefix: API_PREFIX });
  await app.register(registerApiRoutes, { prefix: API_PREFIX });
  // X's callback is listed without the API prefix (SPEC section 7).
  app.get(
    CALLBACK_PATHS.twitter,
    { config: { access: 'public' }, schema: { hide: true } },
    socialCallbackHandler(app, 'twitter'),
  );
  await app.register(sitemapRoutes);
  await app.register(listingFeedRoutes);
  const { webServerEntry, hostBackofficeUrl, publicUrl } = deps.config;
  await registerStaticFiles(app, {
    imagesDir: deps.config.imagesDir,
    files,
    webDistDir: deps.config.webDistDir,
    hostBackofficeUrl,
    publicUrl,
    map: deps.config.map,
    renderedPageTtlMs: deps.config.renderedPageTtlMs,
    onPublicChange: (forget) => forgetOnPublicChange(app, ['catalogue', 'content'], forget),
    renderPage: webServerEntry
      ? await loadPageRenderer(app, {
          entryFile: webServerEntry,
          apiPrefix: API_PREFIX,
          hostBackofficeUrl,
          publicUrl,
        })
      : undefined,
  });
  return app;
}
