import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineTask } from '../../lib/jobs/jobs.ts';
import type { InvoiceService } from './invoice-service.ts';

export const invoiceSweepTask = defineTask('invoices.sweep', z.object({}), 3);

/**
 * Hands over again the `ready` documents that never reached the transmitter (decision 060): once as the
 * server starts, since a crash between the issuing commit and the filing is only found after it, then
 * every `everyMs` (whole minutes, the queue's cron) in one process for all, for a transmitter that
 * failed while the process lived on (0: never; API tests run it with `runNow`).
 */
export function registerInvoiceSweep(app: FastifyInstance, invoicing: InvoiceService, everyMs: number) {
  app.jobs.handle(invoiceSweepTask, async () => {
    const handed = await invoicing.transmitUnreceived(app.log);
    if (handed > 0) app.log.warn({ handed }, 'invoices handed over again');
  });
  if (everyMs <= 0) return;
  app.jobs.every(invoiceSweepTask, Math.max(1, Math.round(everyMs / 60_000)));
  app.addHook('onReady', () => app.jobs.runNow(invoiceSweepTask));
}
