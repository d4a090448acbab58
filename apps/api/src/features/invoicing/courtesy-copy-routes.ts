import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import { CreditNoteQuerySchema } from '@scrivania/core/invoicing/credit-note-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdf } from '../../lib/downloads.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { createCourtesyCopyService } from './courtesy-copy-service.ts';

const tags = ['invoicing'];
const PdfSchema = z.string().meta({ description: 'Il PDF (application/pdf).', format: 'binary' });

/** Who may fetch a copy, its path id and its answers: the same for both documents. */
const copySchema = (description: string) => ({
  tags,
  description,
  params: PathIdParamSchema,
  response: { 200: PdfSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
});

/** The readable PDF copies of a booking's e-invoice documents (the XML ones are the documents themselves). */
export const courtesyCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  const copies = createCourtesyCopyService(app);

  app.get(
    '/booking/:id/invoice.pdf',
    {
      config: { access: 'user' },
      schema: copySchema(
        'La copia di cortesia in PDF della fattura della prenotazione, disegnata dal suo XML FatturaPA. Solo per l’ospite, l’host della struttura e l’operatore; 404 per chiunque altro e per una prenotazione non pagata.',
      ),
    },
    async (request, reply) => {
      const { fileName, pdf } = await copies.copyFor(request.params.id, 'invoice', signedInUser(request));
      return sendPdf(reply, fileName, pdf);
    },
  );

  app.get(
    '/booking/:id/credit-note.pdf',
    {
      config: { access: 'user' },
      schema: {
        ...copySchema(
          'La copia di cortesia in PDF di una nota di credito della prenotazione (una per rimborso riuscito): la n-esima emessa, o senza `n` la più recente. Solo per l’ospite, l’host della struttura e l’operatore; 404 per chiunque altro e quando non c’è.',
        ),
        querystring: CreditNoteQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await copies.copyFor(
        request.params.id,
        'credit_note',
        signedInUser(request),
        request.query.n,
      );
      return sendPdf(reply, fileName, pdf);
    },
  );
};
