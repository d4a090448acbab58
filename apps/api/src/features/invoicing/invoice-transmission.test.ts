import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { invoices } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceTransmitter, TransmittedDocument } from '../../providers/invoice-transmission.ts';
import { issueInvoiceOfNewBooking } from '../../test/invoice-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createInvoiceService } from './invoice-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
});
afterAll(() => t.close());

async function issue(invoicing: ReturnType<typeof createInvoiceService>) {
  const issued = await issueInvoiceOfNewBooking(t.db, invoicing);
  await invoicing.transmit([issued], t.app.log);
  const [row] = await t.db.select().from(invoices).where(eq(invoices.id, issued.id));
  return row;
}

describe('invoice transmission', () => {
  it('the filing provider writes each document whole under its SdI name and leaves it ready', async () => {
    const row = await issue(createInvoiceService(t.app));
    expect(row?.status).toBe('ready');
    const dir = path.join(t.dataDir, 'invoices');
    expect(await readdir(dir)).toEqual([row?.fileName]);
    expect(await readFile(path.join(dir, row?.fileName ?? ''), 'utf8')).toBe(row?.xml);
  });

  it('a sending provider records sent, then the receipts SdI relays: delivered, not delivered, rejected', async () => {
    const handed: TransmittedDocument[] = [];
    const sender: InvoiceTransmitter = {
      name: 'intermediary',
      async transmit(document) {
        handed.push(document);
        return { status: 'sent', detail: 'id SdI 123456' };
      },
      unreceived: async () => () => true,
    };
    const invoicing = createInvoiceService(t.app, sender);
    const row = await issue(invoicing);
    expect(handed).toEqual([{ fileName: row?.fileName, xml: row?.xml }]);
    expect(row).toMatchObject({ status: 'sent', statusDetail: 'id SdI 123456' });
    const fileName = row?.fileName ?? '';
    expect(await invoicing.recordReceipt(fileName, 'RC', null)).toMatchObject({ status: 'delivered' });
    expect(await invoicing.recordReceipt(fileName, 'MC', 'casella piena')).toMatchObject({
      status: 'not_delivered',
      statusDetail: 'casella piena',
    });
    expect(await invoicing.recordReceipt(fileName, 'NS', '00404 fattura duplicata')).toMatchObject({
      status: 'rejected',
    });
    expect(await invoicing.recordReceipt('IT00000000000_ZZZZZ.xml', 'RC', null)).toBeNull();
  });

  it('a provider that fails leaves the document issued and ready, and says so in the log', async () => {
    const failing: InvoiceTransmitter = {
      name: 'intermediary',
      transmit: async () => {
        throw new Error('intermediary unreachable');
      },
      unreceived: async () => () => true,
    };
    const row = await issue(createInvoiceService(t.app, failing));
    expect(row?.status).toBe('ready');
    expect(
      t.logs().some((line) => line.includes('invoice not transmitted') && line.includes(String(row?.id))),
    ).toBe(true);
  });
});
