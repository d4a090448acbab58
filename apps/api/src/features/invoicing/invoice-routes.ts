import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import { CreditNoteQuerySchema, chosenCreditNote } from '@scrivania/core/invoicing/credit-note-query';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { createInvoiceService, type InvoiceSummary } from './invoice-service.ts';
import { registerInvoiceSweep } from './invoice-sweep.ts';
import { registerInvoiceTransmission } from './invoice-transmission-jobs.ts';

const tags = ['invoicing'];
const t = messages.invoicing;
const responses = {
  200: z.string().describe('The FatturaPA 1.2.2 XML exactly as issued'),
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

/**
 * A booking's e-invoice documents as issued (decision 052): the invoice once paid, a credit note for
 * each refund that succeeded. Only the booking's guest, the host of its space and the operator get
 * them; anyone else, like an unpaid booking, gets 404.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const invoicing = createInvoiceService(app);
  registerInvoiceTransmission(app, invoicing);
  registerInvoiceSweep(app, invoicing, app.config.invoiceSweepMs);

  async function sendXml(reply: FastifyReply, document: InvoiceSummary | null | undefined, missing: string) {
    const xml = document ? await invoicing.xmlOf(document.id) : null;
    if (!document || xml === null) throw new HttpError(404, missing);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${document.fileName}"`)
      .send(xml);
  }

  app.get(
    '/booking/:id/invoice.xml',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          'La fattura elettronica (FatturaPA 1.2.2, TD01) di una prenotazione pagata, con il nome di file SdI; 404 finché non è pagata e per chi non è l’ospite, l’host della struttura o l’operatore.',
        params: PathIdParamSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const documents = await invoicing.documentsFor(request.params.id, signedInUser(request));
      return sendXml(reply, documents?.invoice, t.invoiceNotFound);
    },
  );

  app.get(
    '/booking/:id/credit-note.xml',
    {
      config: { access: 'user' },
      schema: {
        tags,
        description:
          'Una nota di credito (FatturaPA 1.2.2, TD04) della prenotazione, una per rimborso riuscito: la n-esima emessa, o senza `n` la più recente; 404 senza quella nota e per chi non è l’ospite, l’host della struttura o l’operatore.',
        params: PathIdParamSchema,
        querystring: CreditNoteQuerySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const documents = await invoicing.documentsFor(request.params.id, signedInUser(request));
      return sendXml(
        reply,
        chosenCreditNote(documents?.creditNotes ?? [], request.query.n),
        t.creditNoteNotFound,
      );
    },
  );
};
