import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { invoices } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createFilingTransmitter, type InvoiceTransmitter } from '../../providers/invoice-transmission.ts';
import { createMailer } from '../../providers/mail.ts';
import { issueInvoiceOfNewBooking } from '../../test/invoice-fixtures.ts';
import { forgetJob } from '../../test/job-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createInvoiceService, type InvoiceService } from './invoice-service.ts';
import { transmissionKey } from './invoice-transmission-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * An invoice issued and committed with no transmission queued: one issued before transmissions were
 * queued, or whose queued transmission the operator discarded.
 */
const issueUnqueued = (invoicing: InvoiceService) =>
  issueInvoiceOfNewBooking(t.db, invoicing, (tx, issued) => forgetJob(t, tx, transmissionKey(issued.id)));

/** An invoice issued and committed, its queued transmission done. */
async function issueAndTransmit(invoicing: InvoiceService) {
  const issued = await issueInvoiceOfNewBooking(t.db, invoicing);
  await t.app.jobs.drain();
  return issued;
}

const filed = async () => readdir(t.app.config.invoicesDir).catch(() => []);

/** The filing provider, counting what it is handed. */
function countingFiler() {
  const filing = createFilingTransmitter(t.app.files);
  const handed: string[] = [];
  const transmitter: InvoiceTransmitter = {
    name: 'filing',
    async transmit(document) {
      handed.push(document.fileName);
      return filing.transmit(document);
    },
    unreceived: () => filing.unreceived(),
  };
  return { transmitter, handed };
}

describe('invoices handed over again', () => {
  it('a document committed but never filed and not queued is filed whole when the server starts again', async () => {
    const invoicing = createInvoiceService(t.app);
    const lost = await issueUnqueued(invoicing);
    const kept = await issueAndTransmit(invoicing);
    expect(await filed()).toContain(kept.fileName);
    expect(await filed()).not.toContain(lost.fileName);

    const config = { ...t.app.config, invoiceSweepMs: 3_600_000 };
    const restarted = await buildApp({ config, db: t.db, mailer: createMailer(config), logger: false });
    try {
      await restarted.ready();
      await expect.poll(filed).toContain(lost.fileName);
    } finally {
      await restarted.close();
    }
    expect(await readFile(path.join(t.app.config.invoicesDir, lost.fileName), 'utf8')).toBe(lost.xml);
    expect((await filed()).filter((name) => name.endsWith('.partial'))).toEqual([]);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, lost.id));
    expect(row?.status).toBe('ready');
  });

  it('a pass hands over only the documents without their file, and the next pass nothing', async () => {
    const { transmitter, handed } = countingFiler();
    const invoicing = createInvoiceService(t.app, transmitter);
    const lost = [await issueUnqueued(invoicing), await issueUnqueued(invoicing)];
    await issueAndTransmit(invoicing);
    handed.length = 0;

    expect(await invoicing.transmitUnreceived(t.app.log)).toBe(2);
    expect(handed.sort()).toEqual(lost.map((document) => document.fileName).sort());
    for (const document of lost)
      expect(await readFile(path.join(t.app.config.invoicesDir, document.fileName), 'utf8')).toBe(
        document.xml,
      );

    expect(await invoicing.transmitUnreceived(t.app.log)).toBe(0);
    expect(handed).toHaveLength(2);
  });

  it('leaves a document whose transmission is queued to the queue, which files it once', async () => {
    const { transmitter, handed } = countingFiler();
    const invoicing = createInvoiceService(t.app, transmitter);
    await t.app.jobs.stop();
    let queued: Awaited<ReturnType<typeof issueInvoiceOfNewBooking>>;
    try {
      queued = await issueInvoiceOfNewBooking(t.db, invoicing);
      expect(await invoicing.transmitUnreceived(t.app.log)).toBe(0);
      expect(handed).toEqual([]);
    } finally {
      await t.app.jobs.start();
    }
    await t.app.jobs.drain();
    expect(await readFile(path.join(t.app.config.invoicesDir, queued.fileName), 'utf8')).toBe(queued.xml);
    expect(await invoicing.transmitUnreceived(t.app.log)).toBe(0);
    expect(handed).toEqual([]);
  });

  it('a sending provider is handed again only the documents still ready, never one already sent', async () => {
    const handed: string[] = [];
    const sender: InvoiceTransmitter = {
      name: 'intermediary',
      async transmit(document) {
        handed.push(document.fileName);
        return { status: 'sent', detail: null };
      },
      unreceived: async () => () => true,
    };
    const invoicing = createInvoiceService(t.app, sender);
    // Whatever the other tests left ready is sent by this pass; from here on only new documents count.
    await invoicing.transmitUnreceived(t.app.log);
    const sent = await issueUnqueued(invoicing);
    await invoicing.transmitUnreceived(t.app.log);
    expect(handed).toContain(sent.fileName);
    const lost = await issueUnqueued(invoicing);
    handed.length = 0;

    expect(await invoicing.transmitUnreceived(t.app.log)).toBe(1);
    expect(handed).toEqual([lost.fileName]);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, lost.id));
    expect(row?.status).toBe('sent');
    expect(await invoicing.transmitUnreceived(t.app.log)).toBe(0);
  });
});
