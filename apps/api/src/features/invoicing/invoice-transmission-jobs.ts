import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineTask } from '../../lib/jobs/jobs.ts';
import type { InvoiceService } from './invoice-service.ts';

/** One issued document handed to the transmitter; a retry hands the same document again. */
export const transmitInvoiceTask = defineTask(
  'invoice.transmit',
  z.object({ invoiceId: z.number().int().positive() }),
  10,
);

/** One transmission per document in the queue; the sweep leaves alone a document whose key is held. */
export const transmissionKey = (invoiceId: number) => `invoice.transmit:${invoiceId}`;

export function registerInvoiceTransmission(app: FastifyInstance, invoicing: InvoiceService) {
  app.jobs.handle(transmitInvoiceTask, ({ invoiceId }) => invoicing.transmitIssued(invoiceId, app.log));
}
