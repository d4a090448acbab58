import { invoices } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { consoleTestApp } from '../../test/admin-fixtures.ts';
import { createBooking } from '../../test/factories.ts';
import { fileDocument } from '../../test/invoice-fixtures.ts';

const { t, admin } = consoleTestApp();

const get = (url: string) =>
  t().app.inject({ method: 'GET', url: `/backend/api/admin/${url}`, headers: admin().headers });

async function paidBookingWithInvoice(issueDate: string) {
  const booking = await createBooking(t().db, { status: 'booked', holdExpiresAt: null });
  return { booking, invoice: await fileDocument(t().db, { bookingId: booking.id, issueDate }) };
}

describe('the console’s invoices', () => {
  it('lists documents newest first, filtered by period, kind and search', async () => {
    const october = await paidBookingWithInvoice('2025-10-03');
    const first = await paidBookingWithInvoice('2025-11-05');
    const second = await paidBookingWithInvoice('2025-11-20');
    const note = await fileDocument(t().db, {
      bookingId: first.booking.id,
      kind: 'credit_note',
      invoiceId: first.invoice.id,
      issueDate: '2025-11-25',
    });
    const numbers = async (query: string) => {
      const response = await get(`invoices?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json().data.items.map((item: { number: string }) => item.number);
    };
    expect(await numbers('year=2025&month=11')).toEqual([
      note.label,
      second.invoice.label,
      first.invoice.label,
    ]);
    expect(await numbers('year=2025')).toEqual([
      note.label,
      second.invoice.label,
      first.invoice.label,
      october.invoice.label,
    ]);
    expect(await numbers('year=2025&kind=credit_note')).toEqual([note.label]);
    expect(await numbers(`year=2025&q=${encodeURIComponent(second.invoice.label)}`)).toEqual([
      second.invoice.label,
    ]);
    expect(await numbers(`year=2025&q=${first.booking.bookingNo.toLowerCase()}`)).toEqual([
      note.label,
      first.invoice.label,
    ]);
    expect(await numbers('year=2025&q=figli')).toEqual([
      second.invoice.label,
      first.invoice.label,
      october.invoice.label,
    ]);
    expect(await numbers('year=2025&q=2025%25')).toEqual([]);

    const page = (await get('invoices?year=2025&month=11')).json().data;
    expect(page).toMatchObject({ page: 1, per_page: 50, has_more: false });
    expect(page.items[0]).toEqual({
      _id: note.id,
      kind: 'credit_note',
      number: note.label,
      issue_date: '2025-11-25',
      customer_name: 'Mario Rossi',
      total: 61,
      status: 'ready',
      file_name: note.fileName,
      booking: { _id: first.booking.id, booking_no: first.booking.bookingNo },
    });
  });

  it('pages 50 at a time', async () => {
    for (let i = 0; i < 51; i += 1) await paidBookingWithInvoice('2024-03-10');
    const first = (await get('invoices?year=2024&month=3')).json().data;
    expect(first.items).toHaveLength(50);
    expect(first.has_more).toBe(true);
    const second = (await get('invoices?year=2024&month=3&page=2')).json().data;
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect(second.items).toHaveLength(1);
  });

  it('refuses a month without its year, a month out of range and an unknown kind with the field’s message', async () => {
    const noYear = await get('invoices?month=11');
    expect(noYear.statusCode).toBe(400);
    expect(JSON.stringify(noYear.json())).toContain('Scegli l’anno del mese.');
    expect((await get('invoices?year=2025&month=13')).statusCode).toBe(400);
    expect((await get('invoices?kind=ricevuta')).statusCode).toBe(400);
    expect((await get('invoices/export?year=2025')).statusCode).toBe(400);
  });

  it('exports a month’s XML files in a ZIP, each under its SdI file name and exactly as issued', async () => {
    const documents = [];
    for (let i = 0; i < 3; i += 1)
      documents.push((await paidBookingWithInvoice(`2023-02-0${i + 1}`)).invoice);
    await paidBookingWithInvoice('2023-03-01');
    const response = await get('invoices/export?year=2023&month=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="fatture-2023-02.zip"');
    const files = unzipSync(response.rawPayload);
    expect(Object.keys(files)).toEqual(documents.map((document) => document.fileName));
    for (const document of documents) {
      const [row] = await t()
        .db.select({ xml: invoices.xml })
        .from(invoices)
        .where(eq(invoices.id, document.id));
      expect(strFromU8(files[document.fileName] ?? new Uint8Array())).toBe(row?.xml);
    }
  });

  it('answers 404 with its reason for a month without documents', async () => {
    const response = await get('invoices/export?year=2022&month=7');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Nessun documento emesso in questo mese.');
  });
});
