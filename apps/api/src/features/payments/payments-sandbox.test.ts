import { paymentEvents } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { paymentFixtures } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { guestWithBooking, post, bookingRow, paymentsOf, tokenFor } = paymentFixtures(() => t);
const OK_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

describe('payment config', () => {
  it('says the embedded database without provider keys runs in sandbox mode, online methods on their sandbox', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/backend/api/payment/config' });
    expect(response.json()).toEqual({
      success: true,
      data: {
        mode: 'sandbox',
        card: { mode: 'sandbox' },
        paypal: { mode: 'sandbox' },
        bank_transfer: { mode: 'transfer' },
      },
    });
    expect(response.headers['content-security-policy']).not.toContain('stripe.com');
  });
  it('documents the payment endpoints in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/backend/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      'card-sandbox',
      'paypal/order',
      'paypal/capture',
      'bank-transfer',
      'bank-transfer/{id}/received',
    ]) {
      expect(Object.keys(document.paths)).toContain(`/backend/api/payment/${path}`);
    }
  });
});

describe('card sandbox', () => {
  it('accepts 4242 4242 4242 4242, books the booking, records the payment and mails guest and host', async () => {
    const { booking, token, host } = await guestWithBooking();
    const response = await post('payment/card-sandbox', token, {
      booking_id: booking.id,
      amount: 122,
      ...OK_CARD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { _id: booking.id, status: 'booked' } });
    const row = await bookingRow(booking.id);
    expect(row).toMatchObject({ status: 'booked', paymentMethod: 'stripe', holdExpiresAt: null });
    expect(await paymentsOf(booking.id)).toMatchObject([
      { provider: 'card_sandbox', amountCents: 12_200, currency: 'EUR', status: 'succeeded' },
    ]);
    const mails = await t.outbox();
    const guestMail = mails.find((mail) => mail.includes(booking.email));
    expect(guestMail).toContain(`Prenotazione ${booking.bookingNo} confermata`);
    expect(guestMail).toContain('122,00 €');
    expect(mails.some((mail) => mail.includes(host.email) && mail.includes(booking.bookingNo))).toBe(true);
  });

  it('declines 4000 0000 0000 0002 with the card message, records the failure and leaves the booking pending', async () => {
    const { booking, token } = await guestWithBooking();
    const response = await post('payment/card-sandbox', token, {
      booking_id: booking.id,
      ...OK_CARD,
      card_number: '4000 0000 0000 0002',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ success: false, message: 'La tua carta è stata rifiutata.' });
    expect((await bookingRow(booking.id))?.status).toBe('pending');
    expect(await paymentsOf(booking.id)).toMatchObject([
      { status: 'failed', failureMessage: 'La tua carta è stata rifiutata.' },
    ]);
  });

  it.each([
    [{ card_number: '4242 4242 4242 4241' }, 'Il numero della carta non è valido.'],
    [{ expiry: '13/30' }, 'La data di scadenza non è valida (MM/AA).'],
    [{ expiry: '01/20' }, 'La tua carta è scaduta.'],
    [{ cvc: '12' }, 'Il codice CVC non è valido.'],
  ])('refuses malformed card data %o without recording a charge', async (change, message) => {
    const { booking, token } = await guestWithBooking();
    const response = await post('payment/card-sandbox', token, {
      booking_id: booking.id,
      ...OK_CARD,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await paymentsOf(booking.id)).toEqual([]);
  });

  it('applies a retried request once and answers it as the first', async () => {
    const { booking, token } = await guestWithBooking();
    const body = { booking_id: booking.id, ...OK_CARD, idempotency_key: 'retry-key-0001' };
    const [first, second] = await Promise.all([
      post('payment/card-sandbox', token, body),
      post('payment/card-sandbox', token, body),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(await paymentsOf(booking.id)).toHaveLength(1);
    const third = await post('payment/card-sandbox', token, body);
    expect(third.statusCode).toBe(200);
    expect(await paymentsOf(booking.id)).toHaveLength(1);
  });

  it('refuses to pay a booking twice', async () => {
    const { booking, token } = await guestWithBooking();
    expect(
      (await post('payment/card-sandbox', token, { booking_id: booking.id, ...OK_CARD })).statusCode,
    ).toBe(200);
    const again = await post('payment/card-sandbox', token, { booking_id: booking.id, ...OK_CARD });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Questa prenotazione è già stata pagata.');
    expect(await paymentsOf(booking.id)).toHaveLength(1);
  });

  it('refuses an amount that does not match the booking', async () => {
    const { booking, token } = await guestWithBooking();
    const response = await post('payment/card-sandbox', token, {
      booking_id: booking.id,
      amount: 1,
      ...OK_CARD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("L'importo non corrisponde a quello della prenotazione.");
    expect((await bookingRow(booking.id))?.status).toBe('pending');
  });

  it.each([
    ['an expired hold', { holdExpiresAt: new Date(Date.now() - 1000) }],
    ['a cancelled booking', { status: 'cancelled' as const }],
    ['an expired booking', { status: 'expired' as const }],
  ])('refuses %s', async (_name, overrides) => {
    const { booking, token } = await guestWithBooking(overrides);
    const response = await post('payment/card-sandbox', token, { booking_id: booking.id, ...OK_CARD });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Questa prenotazione è scaduta o annullata e non può più essere pagata.',
    );
    expect(await paymentsOf(booking.id)).toEqual([]);
  });

  it("hides other people's bookings and asks strangers to sign in", async () => {
    const { booking } = await guestWithBooking();
    const other = await createUser(t.db);
    const otherToken = await tokenFor(other.id);
    expect(
      (await post('payment/card-sandbox', otherToken, { booking_id: booking.id, ...OK_CARD })).statusCode,
    ).toBe(404);
    expect(
      (await post('payment/card-sandbox', null, { booking_id: booking.id, ...OK_CARD })).statusCode,
    ).toBe(401);
    expect((await post('payment/card-sandbox', otherToken, { booking_id: 'abc' })).statusCode).toBe(400);
    expect((await bookingRow(booking.id))?.status).toBe('pending');
  });

  it('has no Stripe intent endpoint without Stripe keys', async () => {
    const { booking, token } = await guestWithBooking();
    expect((await post('payment/stripe', token, { booking_id: booking.id })).statusCode).toBe(404);
  });
});

describe('PayPal sandbox', () => {
  it('creates and captures a sandbox order on the server, once', async () => {
    const { booking, token } = await guestWithBooking();
    const order = await post('payment/paypal/order', token, { booking_id: booking.id, amount: 122 });
    expect(order.statusCode).toBe(200);
    const orderId = order.json().order_id as string;
    expect(orderId).toMatch(/^SANDBOX-/);
    const capture = await post('payment/paypal/capture', token, {
      booking_id: booking.id,
      order_id: orderId,
    });
    expect(capture.json()).toMatchObject({ success: true, data: { status: 'booked' } });
    expect(
      (await post('payment/paypal/capture', token, { booking_id: booking.id, order_id: orderId })).statusCode,
    ).toBe(200);
    expect(await paymentsOf(booking.id)).toMatchObject([{ provider: 'paypal_sandbox', status: 'succeeded' }]);
    expect((await bookingRow(booking.id))?.paymentMethod).toBe('paypal');
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `capture:${orderId}`));
    expect(events).toHaveLength(1);
  });

  it("refuses to capture someone else's order", async () => {
    const mine = await guestWithBooking();
    const theirs = await guestWithBooking();
    const order = (await post('payment/paypal/order', mine.token, { booking_id: mine.booking.id })).json()
      .order_id;
    const stolen = await post('payment/paypal/capture', theirs.token, {
      booking_id: mine.booking.id,
      order_id: order,
    });
    expect(stolen.statusCode).toBe(404);
    const crossed = await post('payment/paypal/capture', theirs.token, {
      booking_id: theirs.booking.id,
      order_id: order,
    });
    expect(crossed.statusCode).toBe(404);
  });
});
