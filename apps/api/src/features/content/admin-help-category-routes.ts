import { PathIdParamSchema } from '@scrivania/core/common';
import {
  AdminDeletedResponseSchema,
  AdminHelpCategoryBodySchema,
  AdminHelpCategoryListResponseSchema,
  AdminHelpCategoryPatchSchema,
  AdminHelpCategoryResponseSchema,
  AdminListQuerySchema,
} from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleConfig as config,
  operatorId,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { createAdminHelpCategoryService, toAdminHelpCategory } from './admin-help-category-service.ts';
import { announceContentChange } from './content-changes.ts';

const m = messages.content.admin;
/** Categories are few: one page holds them all, so the article form can offer every one. */
const CATEGORY_PAGE_SIZE = 200;

/** The operator console's help centre categories: the headings /HelpCenter groups its articles under. */
export const adminHelpCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = createAdminHelpCategoryService(app.db, () =>
    announceContentChange(app, 'help-category'),
  );

  app.get(
    '/admin/help-categories',
    {
      config,
      schema: {
        tags,
        description:
          'Le categorie del centro assistenza nell’ordine della pagina pubblica, con quanti articoli contengono; 200 per pagina.',
        querystring: AdminListQuerySchema,
        response: { 200: AdminHelpCategoryListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, hasMore } = await categories.page(page, CATEGORY_PAGE_SIZE);
      return {
        success: true as const,
        message: m.categoriesLoaded,
        data: {
          items: rows.map(toAdminHelpCategory),
          page,
          per_page: CATEGORY_PAGE_SIZE,
          has_more: hasMore,
        },
      };
    },
  );

  app.post(
    '/admin/help-categories',
    {
      config,
      schema: {
        tags,
        description:
          'Crea una categoria (nome unico senza distinzione tra maiuscole e minuscole); senza `sort_order` va in fondo.',
        body: AdminHelpCategoryBodySchema,
        response: { 201: AdminHelpCategoryResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        success: true as const,
        message: m.categoryCreated,
        data: await categories.create(operatorId(request), request.body),
      };
    },
  );

  app.patch(
    '/admin/help-categories/:id',
    {
      config,
      schema: {
        tags,
        description: 'Rinomina una categoria o ne cambia la posizione.',
        params: PathIdParamSchema,
        body: AdminHelpCategoryPatchSchema,
        response: { 200: AdminHelpCategoryResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.categoryUpdated,
      data: await categories.update(operatorId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/help-categories/:id',
    {
      config,
      schema: {
        tags,
        description: 'Elimina una categoria; rifiutata (409) finché un articolo la usa.',
        params: PathIdParamSchema,
        response: { 200: AdminDeletedResponseSchema, ...refusals },
      },
    },
    async (request) => {
      await categories.remove(operatorId(request), request.params.id);
      return { success: true as const, message: m.categoryDeleted, data: { _id: request.params.id } };
    },
  );
};
