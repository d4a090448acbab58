import type { FastifyInstance } from 'fastify';
import type { InvoiceService } from './invoice-service.ts';

/**
 * Hands over again the `ready` documents that never reached the transmitter (decision 060): once as the
 * server starts, since a crash between the issuing commit and the filing is only found after it, then
 * every `everyMs`, for a transmitter that failed while the process lived on (0: never; API tests). The
 * start does not wait for the pass. Closing waits for a pass under way, so no file is left half-handed.
 */
export function startInvoiceSweeper(app: FastifyInstance, invoicing: InvoiceService, everyMs: number) {
  if (everyMs <= 0) return;
  let running: Promise<void> | undefined;
  const pass = () => {
    if (running) return;
    running = invoicing
      .transmitUnreceived(app.log)
      .then((handed) => {
        if (handed > 0) app.log.warn({ handed }, 'invoices handed over again');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'invoice sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(pass, everyMs);
  timer.unref();
  app.addHook('onReady', async () => pass());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
