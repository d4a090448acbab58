import {
  AdminHelpCategoryBodySchema,
  AdminHelpCategoryListResponseSchema,
  AdminHelpCategoryPatchSchema,
  AdminHelpCategoryResponseSchema,
} from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerConsoleResource } from '../../plugins/console-routes.ts';
import { createAdminHelpCategoryService, toAdminHelpCategory } from './admin-help-category-service.ts';
import { announceContentChange } from './content-changes.ts';

const m = messages.content.admin;
/** Categories are few: one page holds them all, so the article form can offer every one. */
const CATEGORY_PAGE_SIZE = 200;

/** The operator console's help centre categories: the headings /HelpCenter groups its articles under. */
export const adminHelpCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  registerConsoleResource(app, {
    path: '/admin/help-categories',
    perPage: CATEGORY_PAGE_SIZE,
    service: createAdminHelpCategoryService(app.db, () => announceContentChange(app, 'help-category')),
    toItem: toAdminHelpCategory,
    schemas: {
      body: AdminHelpCategoryBodySchema,
      patch: AdminHelpCategoryPatchSchema,
      list: AdminHelpCategoryListResponseSchema,
      item: AdminHelpCategoryResponseSchema,
    },
    descriptions: {
      list: 'Le categorie del centro assistenza nell’ordine della pagina pubblica, con quanti articoli contengono; 200 per pagina.',
      create:
        'Crea una categoria (nome unico senza distinzione tra maiuscole e minuscole); senza `sort_order` va in fondo.',
      update: 'Rinomina una categoria o ne cambia la posizione.',
      remove: 'Elimina una categoria; rifiutata (409) finché un articolo la usa.',
    },
    messages: {
      loaded: m.categoriesLoaded,
      created: m.categoryCreated,
      updated: m.categoryUpdated,
      deleted: m.categoryDeleted,
    },
  });
};
