import {
  AdminListingListResponseSchema,
  AdminListingQuerySchema,
  AdminListingResponseSchema,
} from '@scrivania/core/catalog/admin-catalog-schemas';
import { PathIdParamSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleConfig as config,
  operatorId,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { createAdminListingService } from './admin-listing-service.ts';
import { announceCatalogueChange } from './public-change-service.ts';

const m = messages.hostCatalog.admin;
const listingAnswer = { 200: AdminListingResponseSchema, ...refusals };

/** Any listing, for the operator (issue 14, part 3): admin role only, every change audited and announced. */
export const adminListingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminListingService(app.db, (id) => announceCatalogueChange(app, id));

  app.get(
    '/admin/listings',
    {
      config,
      schema: {
        tags,
        description:
          'Tutti gli annunci dal più recente, 50 per pagina: `q` cerca nel nome; `status` draft, published, archived o suspended.',
        querystring: AdminListingQuerySchema,
        response: { 200: AdminListingListResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.loaded,
      data: await service.list(request.query),
    }),
  );

  const actions = [
    [
      'unpublish',
      m.unpublished,
      'Sospende l’annuncio: esce da ricerca, elenchi, pagina e prenotazioni; l’host non può riattivarlo.',
    ],
    ['republish', m.republished, 'Toglie la sospensione dell’operatore.'],
    ['recommend', m.recommended, 'Segna l’annuncio come consigliato.'],
    ['unrecommend', m.unrecommended, 'Toglie il segno di consigliato.'],
  ] as const;
  for (const [action, message, description] of actions) {
    app.post(
      `/admin/listings/:id/${action}`,
      { config, schema: { tags, description, params: PathIdParamSchema, response: listingAnswer } },
      async (request) => ({
        success: true as const,
        message,
        data: await service[action](operatorId(request), request.params.id),
      }),
    );
  }
};
