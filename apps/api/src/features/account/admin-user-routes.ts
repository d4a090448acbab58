import {
  AdminUserDetailResponseSchema,
  AdminUserListResponseSchema,
  AdminUserQuerySchema,
  AdminUserRoleBodySchema,
} from '@scrivania/core/account/admin-user-schemas';
import { PathIdParamSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleConfig as config,
  operatorId,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { createAdminUserService } from './admin-user-service.ts';

const m = messages.account.admin;
const detailAnswer = { 200: AdminUserDetailResponseSchema, ...refusals };

/** The operator console's Utenti (issue 14, part 5): admin role only, every change audited. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminUserService(app);

  app.get(
    '/admin/users',
    {
      config,
      schema: {
        tags,
        description:
          'Utenti dal più recente, 50 per pagina: `q` cerca in qualsiasi parte del nome o all’inizio dell’email; filtri per ruolo e stato.',
        querystring: AdminUserQuerySchema,
        response: { 200: AdminUserListResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.loaded,
      data: await service.list(request.query),
    }),
  );

  app.get(
    '/admin/users/:id',
    { config, schema: { tags, params: PathIdParamSchema, response: detailAnswer } },
    async (request) => ({
      success: true as const,
      message: m.detailLoaded,
      data: await service.detail(request.params.id),
    }),
  );

  app.post(
    '/admin/users/:id/block',
    {
      config,
      schema: {
        tags,
        description:
          'Blocca l’utente: tutte le sessioni terminano subito, l’accesso è rifiutato e i suoi annunci escono da ogni pagina pubblica.',
        params: PathIdParamSchema,
        response: detailAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      message: m.blocked,
      data: await service.block(operatorId(request), request.params.id),
    }),
  );

  app.post(
    '/admin/users/:id/unblock',
    { config, schema: { tags, params: PathIdParamSchema, response: detailAnswer } },
    async (request) => ({
      success: true as const,
      message: m.unblocked,
      data: await service.unblock(operatorId(request), request.params.id),
    }),
  );

  app.post(
    '/admin/users/:id/role',
    {
      config,
      schema: { tags, params: PathIdParamSchema, body: AdminUserRoleBodySchema, response: detailAnswer },
    },
    async (request) => ({
      success: true as const,
      message: m.roleChanged,
      data: await service.setRole(operatorId(request), request.params.id, request.body.role),
    }),
  );
};
