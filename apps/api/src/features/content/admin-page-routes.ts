import {
  AdminPageKeyParamSchema,
  AdminPagePatchSchema,
  AdminPageResponseSchema,
  AdminSeoListResponseSchema,
  AdminSeoPageParamSchema,
  AdminSeoPatchSchema,
  AdminSeoResponseSchema,
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
import { createAdminPageService } from './admin-page-service.ts';
import { announceContentChange } from './content-changes.ts';

const m = messages.content.admin;
const KEYS_TEXT =
  '`about`, `become-host`, `privacy`, `terms`, `footer`, `help-center` (intestazione del centro assistenza), `section-1`…`section-8`';

/** The operator console's pages (home sections, about, legal, footer, ...) and the SEO texts of the site's pages. */
export const adminPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = createAdminPageService(app.db, (what) => announceContentChange(app, what));

  app.get(
    '/admin/pages/:key',
    {
      config,
      schema: {
        tags,
        description: `I campi di una pagina come li risponde la sua rotta pubblica; chiavi: ${KEYS_TEXT}.`,
        params: AdminPageKeyParamSchema,
        response: { 200: AdminPageResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.pageLoaded,
      data: { key: request.params.key, values: await pages.read(request.params.key) },
    }),
  );

  app.patch(
    '/admin/pages/:key',
    {
      config,
      schema: {
        tags,
        description: `Modifica i campi di una pagina (solo quelli della pagina, l’HTML ripulito come quando viene mostrato); chiavi: ${KEYS_TEXT}. Una pagina mai scritta va compilata per intero.`,
        params: AdminPageKeyParamSchema,
        body: AdminPagePatchSchema,
        response: { 200: AdminPageResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.pageUpdated,
      data: {
        key: request.params.key,
        values: await pages.update(operatorId(request), request.params.key, request.body),
      },
    }),
  );

  app.get(
    '/admin/seo',
    {
      config,
      schema: {
        tags,
        description:
          'Titolo, descrizione e parole chiave di ogni pagina servita da `GET /seo-details/:page`.',
        response: { 200: AdminSeoListResponseSchema, ...refusals },
      },
    },
    async () => {
      const items = await pages.listSeo();
      return {
        success: true as const,
        message: m.seoLoaded,
        data: consolePage(items, false, 1, items.length),
      };
    },
  );

  app.patch(
    '/admin/seo/:page',
    {
      config,
      schema: {
        tags,
        description: 'Modifica la SEO di una pagina servita da `GET /seo-details/:page`.',
        params: AdminSeoPageParamSchema,
        body: AdminSeoPatchSchema,
        response: { 200: AdminSeoResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.seoUpdated,
      data: await pages.updateSeo(operatorId(request), request.params.page, request.body),
    }),
  );
};
