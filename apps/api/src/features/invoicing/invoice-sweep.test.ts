import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { invoices } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createFilingTransmitter, type InvoiceTransmitter } from '../../providers/invoice-transmission.ts';
import { createMailer } from '../../providers/mail.ts';
import { issueInvoiceOfNewBooking } from '../../test/invoice-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createInvoiceService, type InvoiceService } from './invoice-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An invoice issued and committed, never handed over: a crash right after the commit. */
const issueAndCrash = (invoicing: InvoiceService) => issueInvoiceOfNewBooking(t.db, invoicing);

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
  it('a document committed but never filed (the process died) is filed whole when the server starts again', async () => {
    const invoicing = createInvoiceService(t.app);
    const lost = await issueAndCrash(invoicing);
    const kept = await issueAndCrash(invoicing);
    await invoicing.transmit([kept], t.app.log);
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
    const lost = [await issueAndCrash(invoicing), await issueAndCrash(invoicing)];
    const kept = await issueAndCrash(invoicing);
    await invoicing.transmit([kept], t.app.log);
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
    const sent = await issueAndCrash(invoicing);
    await invoicing.transmit([sent], t.app.log);
    const lost = await issueAndCrash(invoicing);
    handed.length = 0;

    expect(await invoicing.transmitUnreceived(t.app.log)).toBe(1);
    expect(handed).toEqual([lost.fileName]);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, lost.id));
    expect(row?.status).toBe('sent');
    expect(await invoicing.transmitUnreceived(t.app.log)).toBe(0);
  });
});
