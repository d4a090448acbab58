import { AdminSummaryResponseSchema } from '@scrivania/core/audit/admin-summary-schemas';
import { ErrorResponseSchema } from '@scrivania/core/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleConfig } from '../../plugins/console-routes.ts';
import { countOpenContactRequests } from '../content/open-requests-service.ts';
import { businessFigures } from '../payments/business-figures-service.ts';
import { createModerationService } from '../reviews/admin-moderation-service.ts';

/** The console's front page: what waits for the operator across the sections, and today's and the month's business. */
export const adminSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const moderation = createModerationService(app.db);

  app.get(
    '/admin/summary',
    {
      config: consoleConfig,
      schema: {
        tags: ['admin'],
        description:
          'I conteggi della pagina iniziale della console: testimonianze in attesa, recensioni nascoste, richieste di contatto non gestite; prenotazioni pagate, incassi e pagamenti falliti di oggi e del mese (ora di Roma), rimborsi in corso o falliti, richieste di prenotazione in attesa dell’host.',
        response: { 200: AdminSummaryResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async () => {
      const [counts, openContactRequests, business] = await Promise.all([
        moderation.counts(),
        countOpenContactRequests(app.db),
        businessFigures(app.db, app.clock.now()),
      ]);
      return {
        success: true as const,
        data: {
          pending_testimonials: counts.pendingTestimonials,
          hidden_reviews: counts.hiddenReviews,
          open_contact_requests: openContactRequests,
          ...business,
        },
      };
    },
  );
};
