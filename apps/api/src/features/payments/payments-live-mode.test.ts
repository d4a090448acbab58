import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_PROVIDERS_ENV, paymentFixtures } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const BANK = { BANK_IBAN: 'IT02 A030 6909 6061 0000 0012 345', BANK_HOLDER: 'Scrivania Italia S.r.l.' };
const SANDBOX_ROUTES = ['card-sandbox', 'paypal/order', 'paypal/capture'];

/** Live mode with bank transfer as its only method: no provider, and so no sandbox, at all. */
let bankOnly: TestApp;
/** Live mode with every method configured with live credentials. */
let everything: TestApp;

beforeAll(async () => {
  bankOnly = await createTestApp({ env: { PAYMENTS_MODE: 'live', ...BANK } });
  everything = await createTestApp({
    env: { ...LIVE_PROVIDERS_ENV, ...BANK },
  });
});
afterAll(async () => {
  await bankOnly.close();
  await everything.close();
});

const bank = paymentFixtures(() => bankOnly);
const config = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/backend/api/payment/config' })).json();
const paths = async (t: TestApp) =>
  Object.keys(
    (await t.app.inject({ method: 'GET', url: '/backend/api/openapi.json' })).json().paths as object,
  );

describe('live mode', () => {
  it('offers only the configured methods and tells the page it is live', async () => {
    expect(await config(bankOnly)).toEqual({
      success: true,
      data: {
        mode: 'live',
        card: { mode: 'off' },
        paypal: { mode: 'off' },
        bank_transfer: { mode: 'transfer' },
      },
    });
    expect((await config(everything)).data).toEqual({
      mode: 'live',
      card: { mode: 'stripe', publishable_key: 'pk_live_key' },
      paypal: { mode: 'paypal', client_id: 'live-client-id' },
      bank_transfer: { mode: 'transfer' },
    });
  });

  it('has no sandbox routes: a booking cannot be paid for free', async () => {
    const { booking, token } = await bank.guestWithBooking();
    for (const route of [...SANDBOX_ROUTES, 'stripe', 'stripe/confirm', 'stripe/webhook']) {
      const response = await bank.post(`payment/${route}`, token, {
        booking_id: booking.id,
        order_id: 'SANDBOX-0123456789ABCDEF',
        payment_intent_id: 'pi_123',
        card_number: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      });
      expect(response.statusCode, route).toBe(404);
    }
    expect(await bank.statusOf(booking.id)).toBe('pending');
    expect(
      (await paths(bankOnly)).filter((path) => path.includes('sandbox') || path.includes('paypal')),
    ).toEqual([]);
    const withProviders = await paths(everything);
    expect(withProviders).not.toContain('/backend/api/payment/card-sandbox');
    expect(withProviders).toContain('/backend/api/payment/paypal/order');
  });

  it('mails the configured account for a bank transfer, never the demo one', async () => {
    const { booking, token } = await bank.guestWithBooking();
    const response = await bank.post('payment/bank-transfer', token, { booking_id: booking.id });
    expect(response.json()).toMatchObject({ data: { status: 'awaiting_transfer' } });
    // The guest's instructions, whichever of the two mails (the host's is about the same booking) went first.
    const mail = (await bankOnly.outbox()).find((text) =>
      text.includes(`Istruzioni per il bonifico - prenotazione ${booking.bookingNo}`),
    );
    expect(mail).toContain(`IBAN: ${BANK.BANK_IBAN}`);
    expect(mail).toContain(`Intestatario: ${BANK.BANK_HOLDER}`);
    expect(mail).not.toContain('IT60 X054');
  });
});
