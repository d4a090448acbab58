import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import type { InvoiceKind } from '@scrivania/core/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/auth.ts';
import { createCourtesyCopyService } from './courtesy-copy-service.ts';

const tags = ['invoicing'];
const PdfSchema = z.string().meta({ description: 'Il PDF (application/pdf).', format: 'binary' });

const routes: { path: string; kind: InvoiceKind; description: string }[] = [
  {
    path: '/booking/:id/invoice.pdf',
    kind: 'invoice',
    description:
      'La copia di cortesia in PDF della fattura della prenotazione, disegnata dal suo XML FatturaPA. Solo per l’ospite, l’host della struttura e l’operatore; 404 per chiunque altro e per una prenotazione non pagata.',
  },
  {
    path: '/booking/:id/credit-note.pdf',
    kind: 'credit_note',
    description:
      'La copia di cortesia in PDF dell’ultima nota di credito della prenotazione (emessa per un rimborso). Solo per l’ospite, l’host della struttura e l’operatore; 404 per chiunque altro e quando non ce n’è.',
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
          response: { 200: PdfSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const { id, role } = signedInUser(request);
        const { fileName, pdf } = await copies.copyFor(request.params.id, route.kind, { id, role });
        return sendPdf(reply, fileName, pdf);
      },
    );
  }
};
