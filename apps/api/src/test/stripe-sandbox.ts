import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import { type StripeDouble, startStripeDouble } from './payment-doubles.ts';
import { paymentFixtures } from './payment-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
/** The Connect endpoint's secret: Stripe signs connected accounts' events with it. */
export const CONNECT_WEBHOOK_SECRET = 'whsec_test_connect_secret';
const signer = new Stripe('sk_test_signer');

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The Stripe sandbox starts in beforeAll');
  return value;
}

/**
 * A test app in sandbox mode whose Stripe is the local double, started before the file's tests and
 * closed after them, with what the card tests send it: signed webhooks and PaymentIntents.
 */
export function stripeSandbox(options: Parameters<typeof createTestApp>[0] = {}) {
  let app: TestApp | undefined;
  let double: StripeDouble | undefined;
  beforeAll(async () => {
    double = await startStripeDouble();
    app = await createTestApp({
      ...options,
      env: {
        ...options.env,
        PAYMENTS_MODE: 'sandbox',
        STRIPE_SECRET_KEY: 'sk_test_key',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_key',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
        STRIPE_API_URL: double.url,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await double?.close();
  });

  const t = () => started(app);
  const fixtures = paymentFixtures(t);

  /** The PaymentIntent the page gets for a booking: its client secret and id. */
  async function intentFor(token: string, bookingId: number) {
    const response = await fixtures.post('payment/stripe', token, {
      booking_id: bookingId,
      amount: 122,
      currency: 'EUR',
    });
    expect(response.statusCode).toBe(200);
    const secret = response.json().clientSecret as string;
    const intentId = secret.split('_secret_')[0] ?? '';
    return { secret, intentId };
  }

  return {
    t,
    stripeApi: () => started(double),
    ...fixtures,

    /** A webhook as Stripe sends it: signed with the configured secret unless told otherwise. */
    webhook(event: object, options: { sign?: boolean; secret?: string } = {}) {
      const payload = JSON.stringify(event);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.sign !== false) {
        headers['stripe-signature'] = signer.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
        });
      }
      return t().app.inject({ method: 'POST', url: '/backend/api/payment/stripe/webhook', payload, headers });
    },

    /** A Stripe event of `type` about `object`, with a fresh id unless one is given. */
    stripeEvent: (type: string, object: object, id = `evt_${Math.random().toString(36).slice(2)}`) => ({
      id,
      object: 'event',
      type,
      data: { object },
    }),

    intentFor,

    /** A guest whose booking (10 days ahead, flexible policy) is paid by card through Stripe. */
    async paidByCard() {
      const fixture = await fixtures.guestWithBooking();
      const { intentId } = await intentFor(fixture.token, fixture.booking.id);
      started(double).succeed(intentId);
      const confirmed = await fixtures.post('payment/stripe/confirm', fixture.token, {
        booking_id: fixture.booking.id,
        payment_intent_id: intentId,
      });
      expect(confirmed.statusCode).toBe(200);
      expect(await fixtures.statusOf(fixture.booking.id)).toBe('booked');
      return { ...fixture, intentId };
    },
  };
}
