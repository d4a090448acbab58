import { paymentEvents, payments } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';
import { postJson, startPaymentApp, startStripeApp } from './payment-app.ts';
import { type BudgetResult, isMain, median, report } from './server-process.ts';

const PAYMENTS = 30;
const REPLAYS = 100;
const BUDGET_MS = 1000;

/** A sandbox card payment, from the request to the booking confirmed in the database. */
async function measureCardSandbox(): Promise<BudgetResult> {
  const app = await startPaymentApp();
  try {
    const times: number[] = [];
    for (let i = 0; i < PAYMENTS; i++) {
      const booking = await app.booking();
      const started = performance.now();
      const response = await postJson(
        `${app.api}/payment/card-sandbox`,
        { booking_id: booking.id, card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
        app.headers,
      );
      const body = (await response.json()) as { data?: { status?: string } };
      if (body.data?.status !== 'booked') throw new Error(`payment not confirmed: ${response.status}`);
      times.push(performance.now() - started);
    }
    const worst = Math.max(...times);
    console.log(
      `sandbox card payment to booked: median ${median(times).toFixed(1)} ms, max ${worst.toFixed(1)} ms (${PAYMENTS} payments)`,
    );
    return {
      name: 'sandbox card payment to booked (max)',
      value: worst,
      unit: 'ms',
      budget: `< ${BUDGET_MS} ms`,
      ok: worst < BUDGET_MS,
    };
  } finally {
    await app.stop();
  }
}

/** The same signed Stripe event delivered 100 times (10 at once): one payment, one event. */
async function measureWebhookReplays(): Promise<BudgetResult> {
  const stripe = await startStripeApp();
  const { app } = stripe;
  try {
    const booking = await app.booking();
    const intent = stripe.stripeApi.succeed(await stripe.intentFor(booking.id));
    const elapsed = await stripe.replay(
      { id: 'evt_bench_replay', type: 'payment_intent.succeeded', object: intent },
      REPLAYS,
    );
    const paid = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'succeeded')));
    const events = await app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_bench_replay'));
    console.log(
      `${REPLAYS} webhook replays in ${elapsed.toFixed(0)} ms: ${paid.length} payment(s) succeeded, ${events.length} event(s) recorded`,
    );
    return {
      name: `${REPLAYS} replays of one webhook event`,
      value: paid.length,
      unit: 'payment(s)',
      budget: 'exactly 1',
      ok: paid.length === 1 && events.length === 1,
    };
  } finally {
    await stripe.stop();
  }
}

export async function measurePayments(): Promise<BudgetResult[]> {
  return [await measureCardSandbox(), await measureWebhookReplays()];
}

if (isMain(import.meta.url)) {
  report(await measurePayments());
}
