import { createInvoiceService } from '../../apps/api/src/features/invoicing/invoice-service.ts';
import { startPaymentApp } from './payment-app.ts';
import { type BudgetResult, isMain, median, report } from './server-process.ts';

const INVOICES = 60;
const BUDGET_MS = 20;

/**
 * What issuing adds to a payment (decision 052): in the payment's transaction, the next number of the
 * year's counter, the booking's billing data and lines read, the FatturaPA XML built, the document
 * inserted and its transmission queued. Filing the XML is the queue's job after the commit (decision
 * 095), which the payment no longer waits for; each is done before the next invoice is timed.
 * Embedded database, one at a time.
 */
export async function measureInvoiceIssue(): Promise<BudgetResult> {
  const started = await startPaymentApp();
  try {
    const invoicing = createInvoiceService(started.app);
    const times: number[] = [];
    for (let i = 0; i < INVOICES; i++) {
      const booking = await started.booking();
      const begin = performance.now();
      const invoice = await started.db.transaction((tx) =>
        invoicing.issueInvoice(tx, { bookingId: booking.id, provider: 'card_sandbox', now: new Date() }),
      );
      times.push(performance.now() - begin);
      await started.app.jobs.drain();
      if (!invoice) throw new Error('no invoice issued');
    }
    // The first few warm the database's caches and the XML library up.
    const steady = times.slice(5);
    const value = median(steady);
    console.log(
      `invoice issue: median ${value.toFixed(1)} ms, max ${Math.max(...steady).toFixed(1)} ms (${steady.length} invoices after 5 to warm up)`,
    );
    return {
      name: 'invoice issue added to a payment (median)',
      value,
      unit: 'ms',
      budget: `≤ ${BUDGET_MS} ms`,
      ok: value <= BUDGET_MS,
    };
  } finally {
    await started.stop();
  }
}

if (isMain(import.meta.url)) {
  report([await measureInvoiceIssue()]);
}
