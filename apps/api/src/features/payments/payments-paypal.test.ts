import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PaypalDouble, startPaypalDouble } from '../../test/payment-doubles.ts';
import { paymentFixtures } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let paypalApi: PaypalDouble;

beforeAll(async () => {
  paypalApi = await startPaypalDouble();
  t = await createTestApp({
    env: {
      PAYMENTS_MODE: 'sandbox',
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
      PAYPAL_ENVIRONMENT: 'sandbox',
      PAYPAL_API_URL: paypalApi.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await paypalApi.close();
});
afterEach(() => {
  paypalApi.behaviour.captureStatus = 'COMPLETED';
  paypalApi.behaviour.capturedValue = null;
});

const fixtures = paymentFixtures(() => t);
const { post, statusOf, paymentsOf } = fixtures;
const guestWithBooking = () => fixtures.guestWithBooking({ payableAmountCents: 12_345 });

async function order(token: string, bookingId: number) {
  const response = await post('payment/paypal/order', token, { booking_id: bookingId, amount: 123.45 });
  expect(response.statusCode).toBe(200);
  return response.json().order_id as string;
}
describe('PayPal with credentials (official SDK against a local PayPal API)', () => {
  it('tells the page the client id', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/backend/api/payment/config' })).json();
    expect(config.data.paypal).toEqual({ mode: 'paypal', client_id: 'client-id' });
  });

  it("creates the order for the booking's amount and captures it on the server, once", async () => {
    const { booking, token } = await guestWithBooking();
    const orderId = await order(token, booking.id);
    expect(paypalApi.orders.get(orderId)?.purchase_units[0]).toMatchObject({
      custom_id: String(booking.id),
      reference_id: booking.bookingNo,
      amount: { currency_code: 'EUR', value: '123.45' },
    });
    const capture = await post('payment/paypal/capture', token, {
      booking_id: booking.id,
      order_id: orderId,
    });
    expect(capture.json()).toMatchObject({ success: true, data: { status: 'booked' } });
    const retried = await post('payment/paypal/capture', token, {
      booking_id: booking.id,
      order_id: orderId,
    });
    expect(retried.statusCode).toBe(200);
    expect(paypalApi.captures()).toBe(1);
    expect(await paymentsOf(booking.id)).toMatchObject([
      { provider: 'paypal', status: 'succeeded', amountCents: 12_345 },
    ]);
  });

  it('reports a capture PayPal did not complete and leaves the booking payable', async () => {
    const { booking, token } = await guestWithBooking();
    const orderId = await order(token, booking.id);
    paypalApi.behaviour.captureStatus = 'DECLINED';
    const capture = await post('payment/paypal/capture', token, {
      booking_id: booking.id,
      order_id: orderId,
    });
    expect(capture.statusCode).toBe(402);
    expect(capture.json().message).toBe('Il pagamento PayPal non è stato completato.');
    expect(await statusOf(booking.id)).toBe('pending');
  });

  it('refuses and records a capture of another amount', async () => {
    const { booking, token } = await guestWithBooking();
    const orderId = await order(token, booking.id);
    paypalApi.behaviour.capturedValue = '1.00';
    const capture = await post('payment/paypal/capture', token, {
      booking_id: booking.id,
      order_id: orderId,
    });
    expect(capture.statusCode).toBe(409);
    expect(await statusOf(booking.id)).toBe('pending');
    expect(await paymentsOf(booking.id)).toMatchObject([{ status: 'refused', amountCents: 100 }]);
  });

  it('answers 502 with an Italian message when PayPal cannot be reached', async () => {
    const { booking, token } = await guestWithBooking();
    const orderId = await order(token, booking.id);
    paypalApi.orders.delete(orderId);
    const capture = await post('payment/paypal/capture', token, {
      booking_id: booking.id,
      order_id: orderId,
    });
    expect(capture.statusCode).toBe(502);
    expect(capture.json().message).toBe('Il servizio di pagamento non risponde. Riprova tra qualche minuto.');
    expect(await statusOf(booking.id)).toBe('pending');
  });
});

describe('PayPal refunds (official SDK against a local PayPal API)', () => {
  it('refunds the capture the money came from, once, with the refund as the request id', async () => {
    const { booking, token } = await guestWithBooking();
    const orderId = await order(token, booking.id);
    await post('payment/paypal/capture', token, { booking_id: booking.id, order_id: orderId });
    expect(await statusOf(booking.id)).toBe('booked');
    const response = await post(`booking/${booking.id}/cancel`, token, {});
    expect(response.json().data).toMatchObject({
      refund_amount_cents: 12_345,
      refund: { status: 'succeeded', method: 'paypal' },
    });
    const made = paypalApi.refunds.filter((refund) => refund.customId !== '' && refund.value === '123.45');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      captureId: expect.stringMatching(/^CAP/),
      requestId: `cancel-${booking.id}`,
    });
    const details = await t.app.inject({
      method: 'GET',
      url: `/backend/api/booking/details/${booking.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(details.json().data).toMatchObject({
      refunded_amount: 123.45,
      refunds: [{ amount_cents: 12_345, status: 'succeeded', method: 'paypal' }],
    });
  });
});
