import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import {
  AdminReviewListResponseSchema,
  AdminReviewQuerySchema,
  AdminReviewResponseSchema,
  AdminTestimonialListResponseSchema,
  AdminTestimonialQuerySchema,
  AdminTestimonialResponseSchema,
  RejectTestimonialBodySchema,
} from '@scrivania/core/reviews/admin-moderation-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consolePage } from '../../lib/page-rows.ts';
import { signedInUser } from '../../plugins/auth.ts';
import {
  consoleConfig,
  operatorId,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { announceCatalogueChange, announcePublicChange } from '../catalog/public-change-service.ts';
import { createModerationService, toAdminReview, toAdminTestimonial } from './admin-moderation-service.ts';

const PAGE_SIZE = 25;
const m = messages.reviews.moderation;
const changeRefusals = { ...refusals, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
const pageOf = (page: number) => ({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

/** The console's moderation: the testimonials' queue and the visibility of property reviews. */
export const adminModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const moderation = createModerationService(app.db);

  app.get(
    '/admin/testimonials',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Le testimonianze di uno stato (`pending` se non indicato: la coda di moderazione), dalla più recente, 25 per pagina.',
        querystring: AdminTestimonialQuerySchema,
        response: { 200: AdminTestimonialListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { status, page } = request.query;
      const { rows, hasMore } = await moderation.testimonialPage(status, pageOf(page));
      return {
        success: true as const,
        data: consolePage(rows.map(toAdminTestimonial), hasMore, page, PAGE_SIZE),
      };
    },
  );

  app.post(
    '/admin/testimonials/:id/approve',
    {
      config: consoleConfig,
      schema: {
        tags,
        description: 'Approva una testimonianza: compare subito nella home page.',
        params: PathIdParamSchema,
        response: { 200: AdminTestimonialResponseSchema, ...changeRefusals },
      },
    },
    async (request) => {
      const data = await moderation.approveTestimonial(operatorId(request), request.params.id);
      await announcePublicChange(app, { type: 'content', what: 'testimonial' });
      return { success: true as const, message: m.approved, data };
    },
  );

  app.post(
    '/admin/testimonials/:id/reject',
    {
      config: consoleConfig,
      schema: {
        tags,
        description: 'Rifiuta una testimonianza con il motivo (obbligatorio), che resta con essa.',
        params: PathIdParamSchema,
        body: RejectTestimonialBodySchema,
        response: { 200: AdminTestimonialResponseSchema, ...changeRefusals },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const data = await moderation.rejectTestimonial(user.id, request.params.id, request.body.reason);
      await announcePublicChange(app, { type: 'content', what: 'testimonial' });
      return { success: true as const, message: m.rejected, data };
    },
  );

  app.get(
    '/admin/reviews',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Le recensioni delle strutture, dalla più recente, 25 per pagina; `visibility` = `visible` o `hidden` per filtrarle.',
        querystring: AdminReviewQuerySchema,
        response: { 200: AdminReviewListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { visibility, page } = request.query;
      const { rows, hasMore } = await moderation.reviewPage(visibility, pageOf(page));
      return {
        success: true as const,
        data: consolePage(rows.map(toAdminReview), hasMore, page, PAGE_SIZE),
      };
    },
  );

  for (const action of ['hide', 'show'] as const) {
    app.post(
      `/admin/reviews/:id/${action}`,
      {
        config: consoleConfig,
        schema: {
          tags,
          description:
            action === 'hide'
              ? 'Nasconde una recensione: sparisce dalla pagina della struttura.'
              : 'Mostra di nuovo una recensione nascosta.',
          params: PathIdParamSchema,
          response: { 200: AdminReviewResponseSchema, ...changeRefusals },
        },
      },
      async (request) => {
        const actorId = operatorId(request);
        const data =
          action === 'hide'
            ? await moderation.hideReview(actorId, request.params.id)
            : await moderation.showReview(actorId, request.params.id);
        await announceCatalogueChange(app, data.property._id);
        return { success: true as const, message: action === 'hide' ? m.hidden : m.shown, data };
      },
    );
  }
};
