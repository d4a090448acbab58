import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineTask } from '../../lib/jobs/jobs.ts';
import type { InvoiceService } from './invoice-service.ts';

export const invoiceSweepTask = defineTask('invoices.sweep', z.object({}), 3);

/**
 * The safety net behind each document's queued transmission (decisions 060, 091): hands over again the
 * `ready` documents the transmitter has not got and no queued transmission holds, once as the server
 * starts and then every `everyMs` (whole minutes, the queue's cron) in one process for all (0: never;
 * API tests run it with `runNow`).
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
