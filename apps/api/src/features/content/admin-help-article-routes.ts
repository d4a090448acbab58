import {
  AdminHelpArticleBodySchema,
  AdminHelpArticleListResponseSchema,
  AdminHelpArticlePatchSchema,
  AdminHelpArticleResponseSchema,
} from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerConsoleResource } from '../../plugins/console-routes.ts';
import { createAdminHelpArticleService, toAdminHelpArticle } from './admin-help-article-service.ts';
import { announceContentChange } from './content-changes.ts';

const m = messages.content.admin;
const ARTICLE_PAGE_SIZE = 50;

/** The operator console's help centre articles; the heading is the page `help-center` of /admin/pages. */
export const adminHelpArticleRoutes: FastifyPluginAsyncZod = async (app) => {
  registerConsoleResource(app, {
    path: '/admin/help-articles',
    perPage: ARTICLE_PAGE_SIZE,
    service: createAdminHelpArticleService(app.db, () => announceContentChange(app, 'help-article')),
    toItem: toAdminHelpArticle,
    schemas: {
      body: AdminHelpArticleBodySchema,
      patch: AdminHelpArticlePatchSchema,
      list: AdminHelpArticleListResponseSchema,
      item: AdminHelpArticleResponseSchema,
    },
    descriptions: {
      list: 'Gli articoli del centro assistenza nell’ordine della pagina pubblica, 50 per pagina.',
      create: 'Crea un articolo; la descrizione (HTML) è ripulita come quando viene mostrata.',
      update: 'Modifica un articolo del centro assistenza (testi e SEO).',
      remove: 'Elimina un articolo del centro assistenza.',
    },
    messages: {
      loaded: m.articlesLoaded,
      created: m.articleCreated,
      updated: m.articleUpdated,
      deleted: m.articleDeleted,
    },
  });
};
