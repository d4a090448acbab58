import { PathIdParamSchema } from '@scrivania/core/common';
import {
  AdminDeletedResponseSchema,
  AdminHelpArticleBodySchema,
  AdminHelpArticleListResponseSchema,
  AdminHelpArticlePatchSchema,
  AdminHelpArticleResponseSchema,
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
import { createAdminHelpArticleService, toAdminHelpArticle } from './admin-help-article-service.ts';
import { announceContentChange } from './content-changes.ts';

const m = messages.content.admin;
const ARTICLE_PAGE_SIZE = 50;

/** The operator console's help centre articles; the heading is the page `help-center` of /admin/pages. */
export const adminHelpArticleRoutes: FastifyPluginAsyncZod = async (app) => {
  const articles = createAdminHelpArticleService(app.db, () => announceContentChange(app, 'help-article'));

  app.get(
    '/admin/help-articles',
    {
      config,
      schema: {
        tags,
        description: 'Gli articoli del centro assistenza nell’ordine della pagina pubblica, 50 per pagina.',
        querystring: AdminListQuerySchema,
        response: { 200: AdminHelpArticleListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, hasMore } = await articles.page(page, ARTICLE_PAGE_SIZE);
      return {
        success: true as const,
        message: m.articlesLoaded,
        data: consolePage(rows.map(toAdminHelpArticle), hasMore, page, ARTICLE_PAGE_SIZE),
      };
    },
  );

  app.post(
    '/admin/help-articles',
    {
      config,
      schema: {
        tags,
        description: 'Crea un articolo; la descrizione (HTML) è ripulita come quando viene mostrata.',
        body: AdminHelpArticleBodySchema,
        response: { 201: AdminHelpArticleResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        success: true as const,
        message: m.articleCreated,
        data: await articles.create(operatorId(request), request.body),
      };
    },
  );

  app.patch(
    '/admin/help-articles/:id',
    {
      config,
      schema: {
        tags,
        description: 'Modifica un articolo del centro assistenza (testi e SEO).',
        params: PathIdParamSchema,
        body: AdminHelpArticlePatchSchema,
        response: { 200: AdminHelpArticleResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.articleUpdated,
      data: await articles.update(operatorId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/help-articles/:id',
    {
      config,
      schema: {
        tags,
        description: 'Elimina un articolo del centro assistenza.',
        params: PathIdParamSchema,
        response: { 200: AdminDeletedResponseSchema, ...refusals },
      },
    },
    async (request) => {
      await articles.remove(operatorId(request), request.params.id);
      return { success: true as const, message: m.articleDeleted, data: { _id: request.params.id } };
    },
  );
};
