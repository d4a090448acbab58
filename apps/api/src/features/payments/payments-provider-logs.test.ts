import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaypalDouble, startPaypalDouble } from '../../test/payment-doubles.ts';
import { paymentFixtures } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const CLIENT_ID = 'scrivania-client-id';
const CLIENT_SECRET = 'scrivania-client-secret-value';

let t: TestApp;
let paypalApi: PaypalDouble;

beforeAll(async () => {
  paypalApi = await startPaypalDouble();
  t = await createTestApp({
    captureLogs: true,
    env: {
      PAYMENTS_MODE: 'sandbox',
      PAYPAL_CLIENT_ID: CLIENT_ID,
      PAYPAL_CLIENT_SECRET: CLIENT_SECRET,
      PAYPAL_API_URL: paypalApi.url,
    },
  });
});
afterAll(async () => {
  await t.close();
  await paypalApi.close();
});

const { guestWithBooking, post } = paymentFixtures(() => t);
const failureLines = () => t.logs().filter((line) => line.includes('payment provider call failed'));

/** Every form in which a credential could reach a log line. */
function credentialForms(): string[] {
  const basic = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64');
  return [CLIENT_SECRET, basic, encodeURIComponent(CLIENT_SECRET), ...paypalApi.accessTokens];
}

describe('a failing PayPal call', () => {
  it('is logged with its status and PayPal debug id, never the client secret', async () => {
    paypalApi.behaviour.refuseCredentials = true;
    const { booking, token } = await guestWithBooking({ payableAmountCents: 5_000 });
    const response = await post('payment/paypal/order', token, { booking_id: booking.id });
    paypalApi.behaviour.refuseCredentials = false;
    expect(response.statusCode).toBe(502);
    const [line, ...others] = failureLines().filter((entry) => entry.includes('"status":401'));
    expect(others).toEqual([]);
    expect(JSON.parse(line ?? '{}')).toMatchObject({ provider: 'paypal', status: 401 });
    expect(line).toMatch(/"debugId":"dbg[0-9a-f]+"/);
    for (const secret of credentialForms()) expect(line).not.toContain(secret);
  });

  it('does not stop PayPal payments: the next call asks for a token again', async () => {
    paypalApi.behaviour.refuseCredentials = true;
    const { booking, token } = await guestWithBooking({ payableAmountCents: 5_000 });
    expect((await post('payment/paypal/order', token, { booking_id: booking.id })).statusCode).toBe(502);
    paypalApi.behaviour.refuseCredentials = false;
    const again = await post('payment/paypal/order', token, { booking_id: booking.id });
    expect(again.statusCode).toBe(200);
  });

  it('is logged without the bearer token the SDK sent', async () => {
    const { booking, token } = await guestWithBooking({ payableAmountCents: 5_000 });
    const order = await post('payment/paypal/order', token, { booking_id: booking.id });
    expect(order.statusCode).toBe(200);
    const orderId = order.json().order_id as string;
    paypalApi.orders.delete(orderId);
    const before = failureLines().length;
    const capture = await post('payment/paypal/capture', token, {
      booking_id: booking.id,
      order_id: orderId,
    });
    expect(capture.statusCode).toBe(502);
    const lines = failureLines().slice(before);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ provider: 'paypal', status: 404 });
    expect(paypalApi.accessTokens.length).toBeGreaterThan(0);
    for (const secret of credentialForms()) expect(lines[0]).not.toContain(secret);
    // Nothing else in the logs carries a credential either.
    for (const secret of credentialForms()) expect(t.logs().join('\n')).not.toContain(secret);
  });
});
