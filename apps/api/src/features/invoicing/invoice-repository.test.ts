import { invoices } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createInvoiceRepository, monthRange } from './invoice-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function fileInvoice(number: number, issueDate = '2026-11-20') {
  const repository = createInvoiceRepository(t.db);
  const booking = await createBooking(t.db, { status: 'booked', holdExpiresAt: null });
  return t.db.transaction(async (tx) => {
    const n = await repository.nextNumber(tx, 2026);
    expect(n).toBe(number);
    return repository.insert(tx, {
      kind: 'invoice',
      bookingId: booking.id,
      year: 2026,
      number: n,
      label: `2026/${String(n).padStart(6, '0')}`,
      issueDate,
      customerName: 'Mario Rossi',
      taxableCents: 10_000,
      taxCents: 2_200,
      taxBasisPoints: 2200,
      totalCents: 12_200,
      progressive: `T${n}`,
      fileName: `IT01234567897_T${n}.xml`,
      xml: '<p:FatturaElettronica/>',
    });
  });
}

describe('invoice repository', () => {
  it('numbers each year from 1, gives a rolled-back number back, and reads by booking, id and month', async () => {
    const first = await fileInvoice(1);
    const repository = createInvoiceRepository(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await repository.nextNumber(tx, 2026);
        throw new Error('payment failed after the number was taken');
      }),
    ).rejects.toThrow('payment failed');
    const second = await fileInvoice(2, '2026-12-01');
    expect(await repository.invoiceOf(first.bookingId)).toMatchObject({ id: first.id, label: '2026/000001' });
    expect(await repository.xmlOf(second.id)).toBe('<p:FatturaElettronica/>');
    expect((await repository.list({ month: '2026-11' }, 50)).map((row) => row.id)).toEqual([first.id]);
    expect((await repository.list({}, 50)).map((row) => row.id)).toEqual([second.id, first.id]);
    expect((await repository.monthWithXml('2026-12')).map((row) => row.label)).toEqual(['2026/000002']);
    expect(await repository.invoiceLabels([first.bookingId, second.bookingId, 999_999])).toEqual(
      new Map([
        [first.bookingId, '2026/000001'],
        [second.bookingId, '2026/000002'],
      ]),
    );
  });

  it('refuses to change or delete an issued document, but records its transmission status', async () => {
    const invoice = await fileInvoice(3);
    await expect(
      t.db.update(invoices).set({ xml: '<altro/>' }).where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow();
    await expect(
      t.db.update(invoices).set({ number: 99 }).where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(invoices).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    await createInvoiceRepository(t.db).setStatus(t.db, invoice.id, 'delivered', 'RC');
    const row = await createInvoiceRepository(t.db).findById(invoice.id);
    expect(row).toMatchObject({ status: 'delivered', statusDetail: 'RC' });
    expect(row && 'xml' in row).toBe(false);
  });

  it('reads a month as the range from its first day to the next month', () => {
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
  });
});
