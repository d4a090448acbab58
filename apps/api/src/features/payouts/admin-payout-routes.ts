import { PathIdParamSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import {
  ADMIN_PAYOUTS_PAGE_SIZE,
  AdminPayoutListQuerySchema,
  AdminPayoutListResponseSchema,
  AdminPayoutResponseSchema,
  PAYOUT_BATCHES_PAGE_SIZE,
  PayoutBatchListQuerySchema,
  PayoutBatchListResponseSchema,
  PayoutBatchResponseSchema,
  PayoutReleaseBodySchema,
  PayoutRunResponseSchema,
} from '@scrivania/core/payouts/admin-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consolePage } from '../../lib/page-rows.ts';
import {
  consoleConfig,
  operatorId,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { createPayoutAdminService } from './payout-admin-service.ts';
import type { PayoutRun } from './payout-run.ts';

const m = messages.payouts.console;
const XmlSchema = z.string().meta({ description: 'Il file pain.001.001.03 (application/xml).' });

/** 'Pagamenti agli host' (issue 31, section 4): the lines, release, the run now, and the SEPA batches. */
export const adminPayoutRoutes =
  (payoutRun: PayoutRun): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createPayoutAdminService(app, payoutRun);

    app.get(
      '/admin/payouts',
      {
        config: consoleConfig,
        schema: {
          tags,
          description:
            'Le quote degli host, dalla più recente per scadenza, 50 per pagina: `status` tiene quelle in quello stato; `host` è l’identificativo di un host (solo cifre) o un testo cercato nel nome o nell’e-mail.',
          querystring: AdminPayoutListQuerySchema,
          response: { 200: AdminPayoutListResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const { items, hasMore } = await service.list(request.query, ADMIN_PAYOUTS_PAGE_SIZE);
        return {
          success: true as const,
          data: consolePage(items, hasMore, request.query.page, ADMIN_PAYOUTS_PAGE_SIZE),
        };
      },
    );

    app.post(
      '/admin/payouts/:id/release',
      {
        config: consoleConfig,
        schema: {
          tags,
          description:
            'Rende da pagare da oggi una quota programmata, non riuscita o ferma per il profilo, di una prenotazione pagata, con un motivo (nel registro attività); la prossima esecuzione o distinta la prende. 409 per una quota in un altro stato.',
          params: PathIdParamSchema,
          body: PayoutReleaseBodySchema,
          response: { 200: AdminPayoutResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        success: true as const,
        message: m.released,
        data: await service.release(operatorId(request), request.params.id, request.body),
      }),
    );

    app.post(
      '/admin/payouts/run',
      {
        config: consoleConfig,
        schema: {
          tags,
          description:
            'Esegue ora l’esecuzione giornaliera dei pagamenti (quella delle 6:00): le quote arrivate a scadenza diventano da pagare e quelle con Stripe partono, una volta sola anche se un’altra esecuzione è in corso.',
          response: { 200: PayoutRunResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        success: true as const,
        message: m.ran,
        data: await service.run(operatorId(request)),
      }),
    );

    app.post(
      '/admin/payout-batches',
      {
        config: consoleConfig,
        schema: {
          tags,
          description:
            'Crea una distinta SEPA con tutte le quote SEPA da pagare: un bonifico per host, la somma delle sue quote meno le rettifiche; un host con somma non positiva resta fuori e le sue quote restano da pagare. 409 se non c’è nulla da pagare.',
          response: { 201: PayoutBatchResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return {
          success: true as const,
          message: m.batchCreated,
          data: await service.createBatch(operatorId(request)),
        };
      },
    );

    app.get(
      '/admin/payout-batches',
      {
        config: consoleConfig,
        schema: {
          tags,
          description: 'Le distinte SEPA, dalla più recente, 20 per pagina.',
          querystring: PayoutBatchListQuerySchema,
          response: { 200: PayoutBatchListResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const { page } = request.query;
        const { items, hasMore } = await service.batches(page, PAYOUT_BATCHES_PAGE_SIZE);
        return { success: true as const, data: consolePage(items, hasMore, page, PAYOUT_BATCHES_PAGE_SIZE) };
      },
    );

    app.get(
      '/admin/payout-batches/:id.xml',
      {
        config: consoleConfig,
        schema: {
          tags,
          description:
            'Il file ISO 20022 pain.001.001.03 della distinta, da caricare nell’home banking: ordinante il conto della piattaforma, un bonifico per host. È una lettura: non entra nel registro attività.',
          params: PathIdParamSchema,
          response: { 200: XmlSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const { reference, xml } = await service.batchFile(request.params.id);
        return reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${reference}.xml"`)
          .send(xml);
      },
    );

    app.post(
      '/admin/payout-batches/:id/mark-paid',
      {
        config: consoleConfig,
        schema: {
          tags,
          description:
            'Segna la distinta come eseguita dalla banca: le sue quote risultano pagate e ogni host riceve una mail. 409 se è già stata segnata.',
          params: PathIdParamSchema,
          response: { 200: PayoutBatchResponseSchema, ...refusals },
        },
      },
      async (request) => ({
        success: true as const,
        message: m.batchMarkedPaid,
        data: await service.markPaid(operatorId(request), request.params.id),
      }),
    );
  };
