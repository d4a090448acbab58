import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { invoices } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFilingTransmitter,
  type InvoiceTransmitter,
  type TransmittedDocument,
} from '../../providers/invoice-transmission.ts';
import { createSignedInAdmin } from '../../test/admin-fixtures.ts';
import { issueInvoiceOfNewBooking } from '../../test/invoice-fixtures.ts';
import { jobsOf, tryAgainNow } from '../../test/job-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createInvoiceService } from './invoice-service.ts';
import { transmissionKey, transmitInvoiceTask } from './invoice-transmission-jobs.ts';

/** The intermediary a test puts in place of the filing transmitter; null: filing. */
let intermediary: InvoiceTransmitter | null = null;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    captureLogs: true,
    invoiceTransmitter: (files) => {
      const filing = createFilingTransmitter(files);
      return {
        name: 'intermediary or filing',
        transmit: (document) => (intermediary ?? filing).transmit(document),
        unreceived: () => (intermediary ?? filing).unreceived(),
      };
    },
  });
});
afterAll(() => t.close());

const invoiceRow = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];

/** An intermediary that records what it is handed, answers `sent`, and fails its first `failures` calls. */
function sender(failures = 0) {
  const handed: TransmittedDocument[] = [];
  let calls = 0;
  const transmitter: InvoiceTransmitter = {
    name: 'intermediary',
    async transmit(document) {
      calls += 1;
      if (calls <= failures) throw new Error('intermediary unreachable');
      handed.push(document);
      return { status: 'sent', detail: 'id SdI 123456' };
    },
    unreceived: async () => () => true,
  };
  return { transmitter, handed, calls: () => calls };
}

/** Issues an invoice (its transmission queued in the same transaction) and lets the queue run. */
async function issue() {
  const issued = await issueInvoiceOfNewBooking(t.db, createInvoiceService(t.app));
  await t.app.jobs.drain();
  return issued;
}

describe('invoice transmission', () => {
  it('the filing provider writes each document whole under its SdI name and leaves it ready', async () => {
    const row = await invoiceRow((await issue()).id);
    expect(row?.status).toBe('ready');
    const dir = path.join(t.dataDir, 'invoices');
    expect(await readdir(dir)).toEqual([row?.fileName]);
    expect(await readFile(path.join(dir, row?.fileName ?? ''), 'utf8')).toBe(row?.xml);
  });

  it('a sending provider records sent, then the receipts SdI relays: delivered, not delivered, rejected', async () => {
    const { transmitter, handed } = sender();
    intermediary = transmitter;
    try {
      const row = await invoiceRow((await issue()).id);
      expect(handed).toEqual([{ fileName: row?.fileName, xml: row?.xml }]);
      expect(row).toMatchObject({ status: 'sent', statusDetail: 'id SdI 123456' });
      const invoicing = createInvoiceService(t.app);
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
    } finally {
      intermediary = null;
    }
  });

  it('nothing is handed over for an invoice whose transaction rolled back', async () => {
    const { transmitter, calls } = sender();
    intermediary = transmitter;
    try {
      let issuedId = 0;
      await expect(
        issueInvoiceOfNewBooking(t.db, createInvoiceService(t.app), async (_tx, issued) => {
          issuedId = issued.id;
          throw new Error('the payment fails after the invoice was issued');
        }),
      ).rejects.toThrow('the payment fails');
      await t.app.jobs.drain();
      expect(issuedId).toBeGreaterThan(0);
      expect(await invoiceRow(issuedId)).toBeUndefined();
      expect(await t.app.jobs.heldKeys([transmissionKey(issuedId)])).toEqual(new Set());
      expect(calls()).toBe(0);
    } finally {
      intermediary = null;
    }
  });

  it('a provider that fails leaves the document ready and says so in the log; the next try sends it, once', async () => {
    const { transmitter, handed, calls } = sender(1);
    intermediary = transmitter;
    try {
      const issued = await issue();
      expect((await invoiceRow(issued.id))?.status).toBe('ready');
      expect(
        t.logs().some((line) => line.includes('invoice not transmitted') && line.includes(String(issued.id))),
      ).toBe(true);
      const [retrying] = await jobsOf(t, transmitInvoiceTask.name);
      expect(retrying).toMatchObject({ state: 'retrying', attempts: 1 });
      expect(retrying?.lastError).toContain('intermediary unreachable');

      await tryAgainNow(t, retrying?.id ?? '');
      await t.app.jobs.drain();
      expect(calls()).toBe(2);
      expect(handed.map((document) => document.fileName)).toEqual([issued.fileName]);
      expect(await invoiceRow(issued.id)).toMatchObject({ status: 'sent' });
      expect(await jobsOf(t, transmitInvoiceTask.name)).toEqual([]);
    } finally {
      intermediary = null;
    }
  });

  it('after its last try the transmission is a failed job the operator finds in the console', async () => {
    intermediary = sender(Number.POSITIVE_INFINITY).transmitter;
    try {
      const issued = await issue();
      const [job] = await jobsOf(t, transmitInvoiceTask.name);
      await tryAgainNow(t, job?.id ?? '', { lastTry: true });
      await t.app.jobs.drain();
      const { headers } = await createSignedInAdmin(t);
      const listed = await t.app.inject({
        method: 'GET',
        url: '/backend/api/admin/jobs?state=failed',
        headers,
      });
      expect(listed.json().data.jobs).toEqual([
        expect.objectContaining({
          _id: job?.id,
          task: 'invoice.transmit',
          state: 'failed',
          attempts: transmitInvoiceTask.maxAttempts,
          last_error: expect.stringContaining('intermediary unreachable'),
        }),
      ]);
      expect((await invoiceRow(issued.id))?.status).toBe('ready');
    } finally {
      intermediary = null;
    }
  });
});
