import {
  AdminTaxBodySchema,
  AdminTaxListQuerySchema,
  AdminTaxListResponseSchema,
  AdminTaxPatchSchema,
  AdminTaxResponseSchema,
} from '@scrivania/core/booking/admin-tax-schemas';
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
import { createAdminTaxService } from './admin-tax-service.ts';

const TAX_PAGE_SIZE = 50;
const m = messages.booking.admin.taxes;

/** The operator's taxes: the checkout applies exactly the active ones. */
export const adminTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  const taxes = createAdminTaxService(app.db);

  app.get(
    '/admin/taxes',
    {
      config: consoleConfig,
      schema: {
        tags,
        description: 'Le tasse, attive e terminate, nell’ordine in cui sono state create.',
        querystring: AdminTaxListQuerySchema,
        response: { 200: AdminTaxListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { items, hasMore } = await taxes.page(page, TAX_PAGE_SIZE);
      return { success: true as const, data: consolePage(items, hasMore, page, TAX_PAGE_SIZE) };
    },
  );

  app.post(
    '/admin/taxes',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Crea una tassa (percentuale da 0 a 100, al massimo due decimali); attiva salvo `active: false`.',
        body: AdminTaxBodySchema,
        response: { 200: AdminTaxResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.created,
      data: await taxes.create(operatorId(request), request.body),
    }),
  );

  app.patch(
    '/admin/taxes/:id',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Modifica una tassa; `active: false` la termina e il checkout smette subito di applicarla.',
        params: PathIdParamSchema,
        body: AdminTaxPatchSchema,
        response: { 200: AdminTaxResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.updated,
      data: await taxes.update(operatorId(request), request.params.id, request.body),
    }),
  );
};
