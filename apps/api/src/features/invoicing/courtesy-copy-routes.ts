import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import type { InvoiceKind } from '@scrivania/core/domain';
import { CreditNoteQuerySchema } from '@scrivania/core/invoicing/credit-note-query';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/auth.ts';
import { createCourtesyCopyService } from './courtesy-copy-service.ts';

const tags = ['invoicing'];
const PdfSchema = z.string().meta({ description: 'Il PDF (application/pdf).', format: 'binary' });

/** The invoice is one per booking; `n` chooses among the credit notes. */
const NoQuerySchema = z.object({});

const routes: {
  path: string;
  kind: InvoiceKind;
  description: string;
  querystring: typeof CreditNoteQuerySchema | typeof NoQuerySchema;
}[] = [
  {
    path: '/booking/:id/invoice.pdf',
    kind: 'invoice',
    description:
      'La copia di cortesia in PDF della fattura della prenotazione, disegnata dal suo XML FatturaPA. Solo per l’ospite, l’host della struttura e l’operatore; 404 per chiunque altro e per una prenotazione non pagata.',
    querystring: NoQuerySchema,
  },
  {
    path: '/booking/:id/credit-note.pdf',
    kind: 'credit_note',
    description:
      'La copia di cortesia in PDF di una nota di credito della prenotazione (una per rimborso riuscito): la n-esima emessa, o senza `n` la più recente. Solo per l’ospite, l’host della struttura e l’operatore; 404 per chiunque altro e quando non c’è.',
    querystring: CreditNoteQuerySchema,
  },
];

/** Fastify sends a Buffer as it is, past the response schema, which only documents the answer. */
function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(pdf);
}

/** The readable PDF copies of a booking's e-invoice documents (the XML ones are the documents themselves). */
export const courtesyCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  const copies = createCourtesyCopyService(app);

  for (const route of routes) {
    app.get(
      route.path,
      {
        config: { access: 'user' },
        schema: {
          tags,
          description: route.description,
          params: PathIdParamSchema,
          querystring: route.querystring,
          response: { 200: PdfSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const { id, role } = signedInUser(request);
        const n = 'n' in request.query ? request.query.n : undefined;
        const { fileName, pdf } = await copies.copyFor(request.params.id, route.kind, { id, role }, n);
        return sendPdf(reply, fileName, pdf);
      },
    );
  }
};
