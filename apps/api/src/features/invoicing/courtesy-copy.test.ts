import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createHostUser,
  createProperty,
  createSessionToken,
  createUser,
} from '../../test/factories.ts';
import { fileDocument } from '../../test/invoice-fixtures.ts';
import { paymentFixtures } from '../../test/payment-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenOf = (userId: number) => createSessionToken(t.db, userId, t.app.config.sessionSecret);

/** A paid booking with its invoice, and a session for each kind of caller. */
async function paidBooking() {
  const host = await createHostUser(t.db);
  const property = await createProperty(t.db, { hostId: host.id });
  const guest = await createUser(t.db);
  const booking = await createBooking(t.db, {
    propertyId: property.id,
    userId: guest.id,
    status: 'booked',
    holdExpiresAt: null,
  });
  const invoice = await fileDocument(t.db, { bookingId: booking.id, issueDate: '2026-11-20' });
  const admin = await createUser(t.db, { role: 'admin' });
  const stranger = await createUser(t.db);
  const otherHost = await createHostUser(t.db);
  return {
    booking,
    invoice,
    tokens: {
      guest: await tokenOf(guest.id),
      host: await tokenOf(host.id),
      admin: await tokenOf(admin.id),
      stranger: await tokenOf(stranger.id),
      otherHost: await tokenOf(otherHost.id),
    },
  };
}

const download = (bookingId: number, file: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/backend/api/booking/${bookingId}/${file}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('the PDF copies of a booking’s invoice and credit note', () => {
  it('go to the guest, the host and the operator, and to nobody else', async () => {
    const { booking, invoice, tokens } = await paidBooking();
    for (const caller of ['guest', 'host', 'admin'] as const) {
      const response = await download(booking.id, 'invoice.pdf', tokens[caller]);
      expect(response.statusCode, caller).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const fileName = `Fattura-${invoice.label.replace('/', '-')}.pdf`;
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      expect(response.headers['cache-control']).toBe('no-store');
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(`N. ${invoice.label} del 20/11/2026`);
      expect(text).toContain('1.495,00 €');
    }
    for (const caller of ['stranger', 'otherHost'] as const) {
      const response = await download(booking.id, 'invoice.pdf', tokens[caller]);
      expect(response.statusCode, caller).toBe(404);
      expect(response.body).not.toContain(invoice.label);
    }
    expect((await download(booking.id, 'invoice.pdf')).statusCode).toBe(401);
  });

  it('answer 404 for an unpaid booking, a booking without a refund and a booking that does not exist', async () => {
    const guest = await createUser(t.db);
    const unpaid = await createBooking(t.db, { userId: guest.id });
    const token = await tokenOf(guest.id);
    expect((await download(unpaid.id, 'invoice.pdf', token)).statusCode).toBe(404);
    expect((await download(unpaid.id, 'credit-note.pdf', token)).statusCode).toBe(404);
    const { booking, tokens } = await paidBooking();
    expect((await download(booking.id, 'credit-note.pdf', tokens.guest)).statusCode).toBe(404);
    expect((await download(2_000_000_000, 'invoice.pdf', tokens.admin)).statusCode).toBe(404);
    expect((await download(0, 'invoice.pdf', tokens.admin)).statusCode).toBe(404);
  });

  it('give the newest credit note after a refund, naming the invoice it corrects', async () => {
    const { booking, invoice, tokens } = await paidBooking();
    const oldest = await fileDocument(t.db, {
      bookingId: booking.id,
      kind: 'credit_note',
      invoiceId: invoice.id,
    });
    const newest = await fileDocument(t.db, {
      bookingId: booking.id,
      kind: 'credit_note',
      invoiceId: invoice.id,
      issueDate: '2026-11-28',
    });
    for (const caller of ['guest', 'host', 'admin'] as const) {
      const response = await download(booking.id, 'credit-note.pdf', tokens[caller]);
      expect(response.statusCode, caller).toBe(200);
      const fileName = `Nota-di-credito-${newest.label.replace('/', '-')}.pdf`;
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('Nota di credito');
      expect(text).toContain(`N. ${newest.label} del 28/11/2026`);
    }
    expect((await download(booking.id, 'credit-note.pdf', tokens.stranger)).statusCode).toBe(404);
    // The first one stays downloadable by its place in the order they were issued.
    const first = await download(booking.id, 'credit-note.pdf?n=1', tokens.guest);
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="Nota-di-credito-${oldest.label.replace('/', '-')}.pdf"`,
    );
    expect((await download(booking.id, 'credit-note.pdf?n=3', tokens.guest)).statusCode).toBe(404);
    expect((await download(booking.id, 'credit-note.pdf?n=1', tokens.stranger)).statusCode).toBe(404);
  });

  it('draw the invoice a card payment issued, with the number the booking shows', async () => {
    const fixtures = paymentFixtures(() => t);
    const { booking, token, host } = await fixtures.guestWithBooking({
      propertyAmountCents: 12_000,
      payableAmountCents: 12_000,
    });
    const paid = await fixtures.post('payment/card-sandbox', token, {
      booking_id: booking.id,
      amount: 120,
      card_number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const details = await t.app.inject({
      method: 'GET',
      url: `/backend/api/booking/details/${booking.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const invoiceNo: string = details.json().data.invoice_no;
    expect(invoiceNo).toMatch(/^\d{4}\/\d{6}$/);
    const hostView = await t.app.inject({
      method: 'GET',
      url: `/backend/api/host/bookings/${booking.id}`,
      headers: { authorization: `Bearer ${await tokenOf(host.id)}` },
    });
    expect(hostView.json().data.invoice_no).toBe(invoiceNo);
    expect((await download(booking.id, 'invoice.pdf', await tokenOf(host.id))).statusCode).toBe(200);
    const response = await download(booking.id, 'invoice.pdf', token);
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`N. ${invoiceNo} del `);
    expect(text).toContain('120,00 €');
    expect(text).toContain('Mario Rossi');
    expect(text).toContain('Carta di pagamento (MP08)');
  });
});
