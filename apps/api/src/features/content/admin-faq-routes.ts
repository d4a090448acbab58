import { PathIdParamSchema } from '@scrivania/core/common';
import {
  AdminDeletedResponseSchema,
  AdminFaqBodySchema,
  AdminFaqListResponseSchema,
  AdminFaqPatchSchema,
  AdminFaqReorderSchema,
  AdminFaqResponseSchema,
  AdminListQuerySchema,
} from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consolePage } from '../../lib/page-rows.ts';
import {
  consoleConfig as config,
  operatorId,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { createAdminFaqService, toAdminFaq } from './admin-faq-service.ts';
import { announceContentChange } from './content-changes.ts';

const m = messages.content.admin;
/** FAQ are few: one page holds them all, so the console reorders the whole list at once. */
const FAQ_PAGE_SIZE = 200;

/** The operator console's FAQ: list, create, edit, reorder, delete; the public /faq shows each change at once. */
export const adminFaqRoutes: FastifyPluginAsyncZod = async (app) => {
  const faqs = createAdminFaqService(app.db, () => announceContentChange(app, 'faq'));

  app.get(
    '/admin/faqs',
    {
      config,
      schema: {
        tags,
        description: 'Le FAQ nell’ordine della pagina pubblica, 200 per pagina.',
        querystring: AdminListQuerySchema,
        response: { 200: AdminFaqListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, hasMore } = await faqs.page(page, FAQ_PAGE_SIZE);
      return {
        success: true as const,
        message: m.faqsLoaded,
        data: consolePage(rows.map(toAdminFaq), hasMore, page, FAQ_PAGE_SIZE),
      };
    },
  );

  app.post(
    '/admin/faqs',
    {
      config,
      schema: {
        tags,
        description:
          'Crea una FAQ in fondo all’elenco; la risposta (HTML) è ripulita come quando viene mostrata.',
        body: AdminFaqBodySchema,
        response: { 201: AdminFaqResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        success: true as const,
        message: m.faqCreated,
        data: await faqs.create(operatorId(request), request.body),
      };
    },
  );

  app.post(
    '/admin/faqs/reorder',
    {
      config,
      schema: {
        tags,
        description: 'Riordina le FAQ: `ids` elenca ogni FAQ esistente una sola volta, nel nuovo ordine.',
        body: AdminFaqReorderSchema,
        response: { 200: AdminFaqListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const items = await faqs.reorder(operatorId(request), request.body.ids);
      return {
        success: true as const,
        message: m.faqsReordered,
        data: consolePage(items, false, 1, items.length),
      };
    },
  );

  app.patch(
    '/admin/faqs/:id',
    {
      config,
      schema: {
        tags,
        description: 'Modifica domanda e/o risposta di una FAQ.',
        params: PathIdParamSchema,
        body: AdminFaqPatchSchema,
        response: { 200: AdminFaqResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.faqUpdated,
      data: await faqs.update(operatorId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/faqs/:id',
    {
      config,
      schema: {
        tags,
        description: 'Elimina una FAQ.',
        params: PathIdParamSchema,
        response: { 200: AdminDeletedResponseSchema, ...refusals },
      },
    },
    async (request) => {
      await faqs.remove(operatorId(request), request.params.id);
      return { success: true as const, message: m.faqDeleted, data: { _id: request.params.id } };
    },
  );
};
