import { Readable } from 'node:stream';
import {
  AdminInvoiceExportQuerySchema,
  AdminInvoiceListQuerySchema,
  AdminInvoiceListResponseSchema,
} from '@scrivania/core/invoicing/admin-invoice-schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consolePage } from '../../lib/page-rows.ts';
import {
  consoleConfig,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { createAdminInvoiceService } from './admin-invoice-service.ts';

const INVOICE_PAGE_SIZE = 50;
const ZipSchema = z.string().meta({ description: 'Lo ZIP (application/zip).', format: 'binary' });

/** Fastify sends a stream as it comes, past the response schema, which only documents the answer. */
function sendZip(reply: FastifyReply, fileName: string, chunks: AsyncIterable<Uint8Array>) {
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Readable.from(chunks, { objectMode: false }));
}

/** The operator's invoices and credit notes, and the monthly ZIP of their XML for the accountant. */
export const adminInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const invoices = createAdminInvoiceService(app.db);

  app.get(
    '/admin/invoices',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Fatture e note di credito, dalla più recente, 50 per pagina, con lo stato di trasmissione. `q` cerca il numero (o il suo inizio), il nome del cliente o il numero di prenotazione; `year` e `month` tengono quelle emesse in quel periodo; `kind` un tipo.',
        querystring: AdminInvoiceListQuerySchema,
        response: { 200: AdminInvoiceListResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { items, hasMore } = await invoices.page(request.query, INVOICE_PAGE_SIZE);
      return {
        success: true as const,
        data: consolePage(items, hasMore, request.query.page, INVOICE_PAGE_SIZE),
      };
    },
  );

  app.get(
    '/admin/invoices/export',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Gli XML FatturaPA emessi nel mese (`year`, `month`), ciascuno col nome del file SdI, in un unico ZIP per il commercialista. È una lettura: non entra nel registro attività. 404 se nel mese non c’è alcun documento.',
        querystring: AdminInvoiceExportQuerySchema,
        response: { 200: ZipSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { fileName, chunks } = await invoices.exportMonth(request.query);
      return sendZip(reply, fileName, chunks);
    },
  );
};
