import { PathIdParamSchema } from '@scrivania/core/common';
import {
  AdminJobListQuerySchema,
  AdminJobListResponseSchema,
  AdminJobResponseSchema,
} from '@scrivania/core/jobs/schemas';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleConfig,
  operatorId,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { createAdminJobService } from './admin-job-service.ts';

/** 'Attività in background': the queue's counts by state, its failed jobs, retry and discard (audited). */
export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminJobService(app);

  app.get(
    '/admin/jobs',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Le attività in background: quante per stato (`waiting`, `running`, `retrying`, `failed`) e le più recenti (al massimo 200), con l’errore dell’ultimo tentativo; `state` tiene quelle in quello stato.',
        querystring: AdminJobListQuerySchema,
        response: { 200: AdminJobListResponseSchema, ...refusals },
      },
    },
    async (request) => ({ success: true as const, data: await service.list(request.query.state) }),
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Rimette in coda un’attività fallita con tutti i suoi tentativi; 404 se nessuna attività fallita ha quell’identificativo.',
        params: PathIdParamSchema,
        response: { 200: AdminJobResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: messages.jobs.retried,
      data: await service.retry(operatorId(request), request.params.id),
    }),
  );

  app.post(
    '/admin/jobs/:id/discard',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Scarta un’attività fallita: non verrà più eseguita; 404 se nessuna attività fallita ha quell’identificativo.',
        params: PathIdParamSchema,
        response: { 200: AdminJobResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: messages.jobs.discarded,
      data: await service.discard(operatorId(request), request.params.id),
    }),
  );
};
