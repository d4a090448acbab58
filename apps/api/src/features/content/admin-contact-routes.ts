import { PathIdParamSchema } from '@scrivania/core/common';
import {
  AdminContactListQuerySchema,
  AdminContactListResponseSchema,
  AdminContactResponseSchema,
} from '@scrivania/core/content/admin-contact-schemas';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consolePage } from '../../lib/page-rows.ts';
import {
  consoleConfig,
  operatorId,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { createAdminContactService } from './admin-contact-service.ts';

const CONTACT_PAGE_SIZE = 50;

/** The operator's inbox of the contact form. */
export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = createAdminContactService(app.db);

  app.get(
    '/admin/contact-requests',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Le richieste del modulo di contatto: aperte (dalla più recente) o gestite (`status=handled`, dall’ultima gestita), 50 per pagina.',
        querystring: AdminContactListQuerySchema,
        response: { 200: AdminContactListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { items, hasMore } = await inbox.page(request.query, CONTACT_PAGE_SIZE);
      return {
        success: true as const,
        data: consolePage(items, hasMore, request.query.page, CONTACT_PAGE_SIZE),
      };
    },
  );

  app.post(
    '/admin/contact-requests/:id/handle',
    {
      config: consoleConfig,
      schema: {
        tags,
        description: 'Segna la richiesta come gestita; una già gestita è rifiutata (409).',
        params: PathIdParamSchema,
        response: { 200: AdminContactResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: messages.content.adminContact.handled,
      data: await inbox.handle(operatorId(request), request.params.id),
    }),
  );
};
