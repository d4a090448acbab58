import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { computePrice, type PricingCoupon, type PricingDiscount } from '@scrivania/core/booking/pricing';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { bookingServices, type bookings, coupons, invoices, refunds } from '@scrivania/db/schema';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../test/admin-fixtures.ts';
import {
  createBooking,
  createHostUser,
  createProperty,
  createService,
  createSessionToken,
  createUser,
  GUEST_PASSWORD,
  guestPasswordHash,
  insertOne,
  unique,
} from '../../test/factories.ts';
import { cents, elementTexts, fatturaSchemaErrors } from '../../test/fatturapa-schema.ts';
import { paymentFixtures } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storedAmounts } from '../booking/booking-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENTS_MODE: 'sandbox' } });
});
afterAll(() => t.close());

const fixtures = paymentFixtures(() => t);
const OK_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/backend/api/${url}`, headers: bearer(token) });

type Billing = Partial<typeof bookings.$inferInsert>;

/**
 * A pending booking priced by the product's engine and stored as `booking/store` stores it: its
 * services, coupon and taxes, with the given billing data.
 */
async function pricedBooking(
  options: {
    billing?: Billing;
    priceCents?: number;
    days?: number;
    services?: { name: string; priceCents: number }[];
    discount?: PricingDiscount | null;
    coupon?: PricingCoupon | null;
  } = {},
) {
  const days = options.days ?? 3;
  const services = options.services ?? [];
  const price = computePrice({
    priceCents: options.priceCents ?? 9_500,
    priceType: 'fixed',
    days,
    guests: 1,
    discount: options.discount ?? null,
    servicePricesCents: services.map((service) => service.priceCents),
    coupon: options.coupon ?? null,
    taxBasisPoints: [2_200],
  });
  const host = await createHostUser(t.db);
  const property = await createProperty(t.db, { hostId: host.id, name: unique('Ufficio Brera') });
  // Verified: some of these bookings are paid by bank transfer, which needs a verified address.
  const guest = await createUser(t.db, {
    emailVerifiedAt: new Date(),
    passwordHash: await guestPasswordHash(),
  });
  const coupon = options.coupon
    ? await insertOne(t.db, coupons, {
        code: unique('PROMO').toUpperCase(),
        amountType: options.coupon.type,
        amount: options.coupon.value,
      })
    : null;
  const booking = await createBooking(t.db, {
    propertyId: property.id,
    userId: guest.id,
    from: 10,
    to: 10 + days - 1,
    ...storedAmounts(price),
    couponId: coupon?.id ?? null,
    ...options.billing,
  });
  for (const [index, service] of services.entries()) {
    const row = await createService(t.db, { name: service.name, priceCents: service.priceCents });
    await insertOne(t.db, bookingServices, {
      bookingId: booking.id,
      serviceId: row.id,
      serviceName: service.name,
      priceCents: service.priceCents,
      amountCents: price.serviceAmountsCents[index] ?? 0,
    });
  }
  const token = await createSessionToken(t.db, guest.id, t.app.config.sessionSecret);
  return { booking, host, guest, token, price, coupon };
}

const payByCard = (bookingId: number, cents: number, token: string) =>
  fixtures.post('payment/card-sandbox', token, { booking_id: bookingId, amount: cents / 100, ...OK_CARD });

async function documentsOf(bookingId: number) {
  return t.db.select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(asc(invoices.number));
}

/** The document's amounts add up as the issue asks, and it passes the official schema. */
async function expectValidAndAddsUp(xml: string, chargedCents: number) {
  expect(await fatturaSchemaErrors(xml)).toEqual([]);
  const taxable = cents(elementTexts(xml, 'ImponibileImporto')[0] ?? '');
  const tax = cents(elementTexts(xml, 'Imposta')[0] ?? '');
  const rounding = elementTexts(xml, 'Arrotondamento').map(cents)[0] ?? 0;
  expect(
    elementTexts(xml, 'PrezzoTotale')
      .map(cents)
      .reduce((sum, value) => sum + value, 0),
  ).toBe(taxable);
  expect(tax).toBe(Math.round(taxable * 0.22));
  expect(taxable + tax + rounding).toBe(chargedCents);
  expect(cents(elementTexts(xml, 'ImportoTotaleDocumento')[0] ?? '')).toBe(chargedCents);
}

describe('the invoice of a paid booking', () => {
  it('a company with its SDI code, services, discount, coupon and rounding, paid by card: numbered, filed, valid', async () => {
    const { booking, host, token, price, coupon } = await pricedBooking({
      billing: {
        companyName: 'Rossi Consulting S.r.l.',
        taxIdCode: '01234567897',
        sdi: 'M5UXCR1',
        zip: '20121',
      },
      services: [
        { name: 'Proiettore', priceCents: 1_250 },
        { name: 'Caffè', priceCents: 390 },
      ],
      discount: { type: 'percent', value: 10 },
      coupon: { type: 'amount', value: 2_000 },
    });
    expect(price.payableAmountCents).not.toBe(price.grossAmountCents);
    expect((await get(`booking/details/${booking.id}`, token)).json().data.invoice_no).toBeNull();
    expect((await get(`booking/${booking.id}/invoice.xml`, token)).statusCode).toBe(404);

    expect((await payByCard(booking.id, price.payableAmountCents, token)).statusCode).toBe(200);

    const [invoice, ...others] = await documentsOf(booking.id);
    expect(others).toEqual([]);
    const year = Number(todayInRome().slice(0, 4));
    expect(invoice).toMatchObject({
      kind: 'invoice',
      year,
      label: `${year}/${String(invoice?.number).padStart(6, '0')}`,
      issueDate: todayInRome(),
      customerName: 'Rossi Consulting S.r.l.',
      totalCents: price.payableAmountCents,
      taxCents: price.totalTaxCents,
      taxableCents: price.netAmountCents,
      roundingCents: price.payableAmountCents - price.grossAmountCents,
      status: 'ready',
      fileName: `IT12345678903_${invoice?.progressive}.xml`,
    });
    const details = (await get(`booking/details/${booking.id}`, token)).json().data;
    expect(details.invoice_no).toBe(invoice?.label);
    const orders = (await get('order/list', token)).json().data;
    expect(orders.find((order: { _id: number }) => order._id === booking.id).invoice_no).toBe(invoice?.label);

    const response = await get(`booking/${booking.id}/invoice.xml`, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice?.fileName}"`);
    const xml = response.body;
    expect(xml).toBe(invoice?.xml);
    await expectValidAndAddsUp(xml, price.payableAmountCents);
    expect(elementTexts(xml, 'Numero')).toEqual([invoice?.label]);
    expect(elementTexts(xml, 'ProgressivoInvio')).toEqual([invoice?.progressive]);
    expect(elementTexts(xml, 'CodiceDestinatario')).toEqual(['M5UXCR1']);
    expect(elementTexts(xml, 'IdCodice')).toEqual(['12345678903', '12345678903', '01234567897']);
    expect(elementTexts(xml, 'Descrizione')).toEqual([
      expect.stringContaining(booking.startDate.split('-').reverse().join('/')),
      'Servizio: Proiettore',
      'Servizio: Caffè',
      'Sconto sullo spazio',
      `Coupon ${coupon?.code}`,
    ]);
    expect(elementTexts(xml, 'CAP')).toEqual(['20121', '20121']);
    expect(elementTexts(xml, 'ModalitaPagamento')).toEqual(['MP08']);
    expect(elementTexts(xml, 'Causale')[0]).toContain(booking.bookingNo);

    // Filed under the data dir with its SdI name, exactly as issued, by the transmission queued with it.
    await t.app.jobs.drain();
    expect(await readFile(path.join(t.dataDir, 'invoices', invoice?.fileName ?? ''), 'utf8')).toBe(xml);

    // The host of the space and the operator get it too.
    const hostToken = await createSessionToken(t.db, host.id, t.app.config.sessionSecret);
    expect((await get(`booking/${booking.id}/invoice.xml`, hostToken)).body).toBe(xml);
    const admin = await createSignedInAdmin(t);
    expect((await get(`booking/${booking.id}/invoice.xml`, admin.token)).body).toBe(xml);
    expect((await get(`booking/${booking.id}/credit-note.xml`, token)).json().message).toBe(
      messages.invoicing.creditNoteNotFound,
    );
  });

  it('a person with a codice fiscale and no SDI code, paid with PayPal: 0000000, CodiceFiscale, MP08', async () => {
    const { booking, token, price } = await pricedBooking({
      billing: { taxIdCode: 'RSSMRA85T10A562S', firstName: 'Mario', lastName: 'Rossi' },
    });
    const order = await fixtures.post('payment/paypal/order', token, {
      booking_id: booking.id,
      amount: price.payableAmountCents / 100,
    });
    const capture = await fixtures.post('payment/paypal/capture', token, {
      booking_id: booking.id,
      order_id: order.json().order_id,
    });
    expect(capture.statusCode).toBe(200);
    const xml = (await get(`booking/${booking.id}/invoice.xml`, token)).body;
    await expectValidAndAddsUp(xml, price.payableAmountCents);
    expect(elementTexts(xml, 'CodiceDestinatario')).toEqual(['0000000']);
    expect(xml).not.toContain('PECDestinatario');
    expect(elementTexts(xml, 'CodiceFiscale')).toEqual(['12345678903', 'RSSMRA85T10A562S']);
    expect(elementTexts(xml, 'Nome')).toEqual(['Mario']);
    expect(elementTexts(xml, 'ModalitaPagamento')).toEqual(['MP08']);
    // No CAP given at checkout: the schema wants one.
    expect(elementTexts(xml, 'CAP')).toEqual(['20121', '00000']);
  });

  it('a PEC and no SDI code, paid by bank transfer the operator confirmed: PECDestinatario, MP05', async () => {
    const { booking, token, price } = await pricedBooking({
      billing: {
        pec: 'mario.rossi@pec.it',
        taxIdCode: 'RSSMRA85T10A562S',
        firstName: 'Łukasz',
        lastName: 'Wałęsa',
      },
    });
    await fixtures.post('payment/bank-transfer', token, { booking_id: booking.id });
    expect((await documentsOf(booking.id)).length).toBe(0);
    const admin = await createSignedInAdmin(t);
    expect(
      (await fixtures.post(`payment/bank-transfer/${booking.id}/received`, admin.token, {})).statusCode,
    ).toBe(200);
    const xml = (await get(`booking/${booking.id}/invoice.xml`, token)).body;
    await expectValidAndAddsUp(xml, price.payableAmountCents);
    expect(elementTexts(xml, 'CodiceDestinatario')).toEqual(['0000000']);
    expect(elementTexts(xml, 'PECDestinatario')).toEqual(['mario.rossi@pec.it']);
    expect(elementTexts(xml, 'ModalitaPagamento')).toEqual(['MP05']);
    // Spelled in Latin-1 for the schema.
    expect(elementTexts(xml, 'Nome')).toEqual(['Lukasz']);
    expect(elementTexts(xml, 'Cognome')).toEqual(['Walesa']);
  });

  it('a booking that cost nothing gets no invoice: there was no consideration', async () => {
    const { booking, token, price } = await pricedBooking({ coupon: { type: 'percentage', value: 100 } });
    expect(price.payableAmountCents).toBe(0);
    expect((await payByCard(booking.id, 0, token)).statusCode).toBe(200);
    expect(await fixtures.statusOf(booking.id)).toBe('booked');
    expect(await documentsOf(booking.id)).toEqual([]);
    expect((await get(`booking/details/${booking.id}`, token)).json().data.invoice_no).toBeNull();
    expect((await get(`booking/${booking.id}/invoice.xml`, token)).statusCode).toBe(404);
  });

  it('is issued once: a replayed payment answer issues nothing more', async () => {
    const { booking, token, price } = await pricedBooking();
    expect((await payByCard(booking.id, price.payableAmountCents, token)).statusCode).toBe(200);
    expect((await payByCard(booking.id, price.payableAmountCents, token)).statusCode).not.toBe(500);
    expect(await documentsOf(booking.id)).toHaveLength(1);
  });
});

describe('the credit note of a refund', () => {
  it('the guest cancels a card booking: TD04 for the refund, linked to the invoice, next number of the series', async () => {
    const { booking, token, price } = await pricedBooking({
      services: [{ name: 'Parcheggio', priceCents: 700 }],
    });
    await payByCard(booking.id, price.payableAmountCents, token);
    const cancelled = await fixtures.post(`booking/${booking.id}/cancel`, token, {});
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', refund: { status: 'succeeded' } });
    const [invoice, note] = await documentsOf(booking.id);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(note).toMatchObject({
      kind: 'credit_note',
      refundId: refund?.id,
      invoiceId: invoice?.id,
      totalCents: refund?.amountCents,
      status: 'ready',
    });
    expect(note?.number).toBeGreaterThan(invoice?.number ?? 0);
    const response = await get(`booking/${booking.id}/credit-note.xml`, token);
    expect(response.statusCode).toBe(200);
    const xml = response.body;
    expect(xml).toBe(note?.xml);
    await expectValidAndAddsUp(xml, refund?.amountCents ?? 0);
    expect(elementTexts(xml, 'TipoDocumento')).toEqual(['TD04']);
    expect(elementTexts(xml, 'IdDocumento')).toEqual([invoice?.label]);
    expect(elementTexts(xml, 'Numero')).toEqual([note?.label]);
    expect(xml).not.toContain('DatiPagamento');
    // The invoice stays as issued: a cancelled booking still has it.
    expect((await get(`booking/${booking.id}/invoice.xml`, token)).body).toBe(invoice?.xml);
  });

  it('the operator refunds part of a card booking twice: one credit note per refund, the latest served', async () => {
    const { booking, token, price } = await pricedBooking();
    await payByCard(booking.id, price.payableAmountCents, token);
    const admin = await createSignedInAdmin(t);
    for (const amount of [5_000, 2_550])
      expect(
        (
          await fixtures.post(`admin/bookings/${booking.id}/refund`, admin.token, {
            amount_cents: amount,
            reason: 'Disservizio',
          })
        ).statusCode,
      ).toBe(200);
    const [, first, second] = await documentsOf(booking.id);
    expect([first?.totalCents, second?.totalCents]).toEqual([5_000, 2_550]);
    for (const note of [first, second]) await expectValidAndAddsUp(note?.xml ?? '', note?.totalCents ?? 0);
    expect((await get(`booking/${booking.id}/credit-note.xml`, token)).body).toBe(second?.xml);
    // Each is still there to download, counted from the first issued.
    expect((await get(`booking/${booking.id}/credit-note.xml?n=1`, token)).body).toBe(first?.xml);
    expect((await get(`booking/${booking.id}/credit-note.xml?n=2`, token)).body).toBe(second?.xml);
    expect((await get(`booking/${booking.id}/credit-note.xml?n=3`, token)).statusCode).toBe(404);
    for (const wrong of ['0', '-1', '1e0', 'prima'])
      expect((await get(`booking/${booking.id}/credit-note.xml?n=${wrong}`, token)).statusCode, wrong).toBe(
        400,
      );
  });

  it('a bank transfer’s refund gets its credit note when the operator marks it sent, not before', async () => {
    const { booking, token, price } = await pricedBooking({ billing: { taxIdCode: 'RSSMRA85T10A562S' } });
    await fixtures.post('payment/bank-transfer', token, { booking_id: booking.id });
    const admin = await createSignedInAdmin(t);
    await fixtures.post(`payment/bank-transfer/${booking.id}/received`, admin.token, {});
    await fixtures.post(`booking/${booking.id}/cancel`, token, {
      iban: 'IT60 X054 2811 1010 0000 0123 456',
      current_password: GUEST_PASSWORD,
    });
    expect((await documentsOf(booking.id)).map((row) => row.kind)).toEqual(['invoice']);
    expect((await get(`booking/${booking.id}/credit-note.xml`, token)).statusCode).toBe(404);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect((await fixtures.post(`admin/refunds/${refund?.id}/mark-sent`, admin.token, {})).statusCode).toBe(
      200,
    );
    const [, note] = await documentsOf(booking.id);
    expect(note).toMatchObject({ kind: 'credit_note', totalCents: price.payableAmountCents });
    await expectValidAndAddsUp(note?.xml ?? '', price.payableAmountCents);
  });
});

describe('numbering', () => {
  it('20 payments at once take 20 numbers: the year’s series has no gap and no duplicate', async () => {
    const booked = await Promise.all(Array.from({ length: 20 }, () => pricedBooking()));
    const answers = await Promise.all(
      booked.map(({ booking, token, price }) => payByCard(booking.id, price.payableAmountCents, token)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    for (const { booking } of booked) expect(await documentsOf(booking.id)).toHaveLength(1);
    const year = Number(todayInRome().slice(0, 4));
    const numbers = (
      await t.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.year, year))
    )
      .map((row) => row.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
  });
});
