import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { MAX_IMAGE_BYTES } from '@scrivania/core/schemas/account';
import type { Db } from '@scrivania/db/client';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import { CALLBACK_PATHS, socialCallbackHandler } from './features/account/social-routes.ts';
import { registerApiRoutes } from './features/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import type { Mailer } from './providers/mail.ts';
import { paymentContentSecurity } from './providers/payments/content-security.ts';

// Default validation texts reach users, so they are in Italian.
z.config(z.locales.it());

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Pino options, or false to stay silent (tests). */
  logger?: boolean | { level: string };
}

export const API_PREFIX = '/backend/api';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    // One compact line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: true,
    bodyLimit: 1_048_576,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  app.decorate('config', deps.config);
  app.decorate('mailer', deps.mailer);

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.routeOptions.url ?? request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  registerErrorHandling(app);
  registerAuth(app);
  const payments = paymentContentSecurity(deps.config.payments);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...payments.scriptSrc],
        imgSrc: ["'self'", 'data:', 'blob:', ...payments.imgSrc],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ['https://www.openstreetmap.org', 'https://www.google.com', ...payments.frameSrc],
        connectSrc: ["'self'", ...payments.connectSrc],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 40, fieldSize: 10_000 },
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Scrivania API', version: '1.0.0', description: 'API del marketplace Scrivania.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(registerApiRoutes, { prefix: API_PREFIX });
  // X's callback is listed without the API prefix (SPEC section 7).
  app.get(CALLBACK_PATHS.twitter, { schema: { hide: true } }, socialCallbackHandler(app, 'twitter'));
  await registerStaticFiles(app, {
    imagesDir: deps.config.imagesDir,
    webDistDir: deps.config.webDistDir,
    hostBackofficeUrl: deps.config.hostBackofficeUrl,
  });
  return app;
}
