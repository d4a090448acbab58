import {
  AdminCouponBodySchema,
  AdminCouponListQuerySchema,
  AdminCouponListResponseSchema,
  AdminCouponPatchSchema,
  AdminCouponResponseSchema,
} from '@scrivania/core/booking/admin-coupon-schemas';
import { PathIdParamSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consolePage } from '../../lib/page-rows.ts';
import {
  consoleConfig,
  operatorId,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { createAdminCouponService } from './admin-coupon-service.ts';

const COUPON_PAGE_SIZE = 50;
const m = messages.booking.admin.coupons;

/** The operator's coupons: list with what each gave, create, edit, end (POST …/end, decision 033). */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const coupons = createAdminCouponService(app.db);

  app.get(
    '/admin/coupons',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'I coupon, dal più recente, 50 per pagina, con quante prenotazioni li tengono o li hanno pagati (`uses`) e lo sconto dato in euro (`discount_given`).',
        querystring: AdminCouponListQuerySchema,
        response: { 200: AdminCouponListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { items, hasMore } = await coupons.page(page, COUPON_PAGE_SIZE);
      return {
        success: true as const,
        data: consolePage(items, hasMore, page, COUPON_PAGE_SIZE),
      };
    },
  );

  app.post(
    '/admin/coupons',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Crea un coupon: `amount` in euro per `amount_type: amount`, percentuale intera (1–100) per `percentage`; codice unico senza distinzione di maiuscole.',
        body: AdminCouponBodySchema,
        response: { 200: AdminCouponResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.created,
      data: await coupons.create(operatorId(request), request.body),
    }),
  );

  app.patch(
    '/admin/coupons/:id',
    {
      config: consoleConfig,
      schema: {
        tags,
        description: 'Modifica un coupon; il coupon dopo la modifica è controllato per intero.',
        params: PathIdParamSchema,
        body: AdminCouponPatchSchema,
        response: { 200: AdminCouponResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.updated,
      data: await coupons.update(operatorId(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/coupons/:id/end',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Termina un coupon: il checkout lo rifiuta da subito; le prenotazioni che lo tengono conservano lo sconto.',
        params: PathIdParamSchema,
        response: { 200: AdminCouponResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.ended,
      data: await coupons.end(operatorId(request), request.params.id),
    }),
  );
};
