import {
  AdminFaqBodySchema,
  AdminFaqListResponseSchema,
  AdminFaqPatchSchema,
  AdminFaqReorderSchema,
  AdminFaqResponseSchema,
} from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consolePage } from '../../lib/page-rows.ts';
import {
  consoleConfig as config,
  operatorId,
  consoleRefusals as refusals,
  registerConsoleResource,
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

  registerConsoleResource(app, {
    path: '/admin/faqs',
    perPage: FAQ_PAGE_SIZE,
    service: faqs,
    toItem: toAdminFaq,
    schemas: {
      body: AdminFaqBodySchema,
      patch: AdminFaqPatchSchema,
      list: AdminFaqListResponseSchema,
      item: AdminFaqResponseSchema,
    },
    descriptions: {
      list: 'Le FAQ nell’ordine della pagina pubblica, 200 per pagina.',
      create: 'Crea una FAQ in fondo all’elenco; la risposta (HTML) è ripulita come quando viene mostrata.',
      update: 'Modifica domanda e/o risposta di una FAQ.',
      remove: 'Elimina una FAQ.',
    },
    messages: { loaded: m.faqsLoaded, created: m.faqCreated, updated: m.faqUpdated, deleted: m.faqDeleted },
    // The reorder route keeps its place in the OpenAPI document, between create and edit.
    afterCreate: () =>
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
      ),
  });
};
