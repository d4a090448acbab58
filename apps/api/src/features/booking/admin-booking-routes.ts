import {
  AdminBookingDetailResponseSchema,
  AdminBookingListQuerySchema,
  AdminBookingListResponseSchema,
} from '@scrivania/core/booking/admin-booking-schemas';
import { PathIdParamSchema } from '@scrivania/core/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consolePage } from '../../lib/page-rows.ts';
import {
  consoleConfig,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { createAdminBookingService } from './admin-booking-service.ts';

const BOOKING_PAGE_SIZE = 50;

/** The operator's bookings and payments; a transfer is marked received at POST /payment/bank-transfer/{id}/received. */
export const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookings = createAdminBookingService(app.db);

  app.get(
    '/admin/bookings',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Le prenotazioni, dalla più recente, 50 per pagina. `q` cerca il numero (esatto o iniziale), l’e-mail dell’ospite o il nome dell’annuncio; `from`/`to` tengono i soggiorni che toccano quei giorni.',
        querystring: AdminBookingListQuerySchema,
        response: { 200: AdminBookingListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { items, hasMore } = await bookings.page(request.query, BOOKING_PAGE_SIZE);
      return {
        success: true as const,
        data: consolePage(items, hasMore, request.query.page, BOOKING_PAGE_SIZE),
      };
    },
  );

  app.get(
    '/admin/bookings/:id',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Una prenotazione con i suoi pagamenti (fornitore, riferimento, importo, stato), la storia degli stati con chi li ha cambiati, l’ospite e l’host.',
        params: PathIdParamSchema,
        response: { 200: AdminBookingDetailResponseSchema, ...refusals },
      },
    },
    async (request) => ({ success: true as const, data: await bookings.detail(request.params.id) }),
  );
};
