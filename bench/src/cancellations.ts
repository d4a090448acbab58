import { paymentEvents, refunds } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { postJson, startPaymentApp, startStripeApp } from './payment-app.ts';
import { type BudgetResult, isMain, median, report } from './server-process.ts';

const CANCELLATIONS = 30;
const REPLAYS = 100;
const BUDGET_MS = 100;

/** A paid booking cancelled by its guest, from the request to the sandbox card refund recorded. */
async function measureSandboxCancellation(): Promise<BudgetResult> {
  const app = await startPaymentApp();
  try {
    const times: number[] = [];
    for (let i = 0; i < CANCELLATIONS; i++) {
      const booking = await app.booking();
      const paid = await postJson(
        `${app.api}/payment/card-sandbox`,
        { booking_id: booking.id, card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
        app.headers,
      );
      if (paid.status !== 200) throw new Error(`payment refused: ${paid.status}`);
      // The payment's mails and filing are queued work of the request before; done before the timing starts.
      await app.app.jobs.drain();
      const started = performance.now();
      const response = await postJson(`${app.api}/booking/${booking.id}/cancel`, {}, app.headers);
      const body = (await response.json()) as { data?: { refund?: { status?: string } } };
      if (body.data?.refund?.status !== 'succeeded') throw new Error(`refund not made: ${response.status}`);
      times.push(performance.now() - started);
    }
    const middle = median(times);
    console.log(
      `cancellation with a sandbox card refund: median ${middle.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${CANCELLATIONS} cancellations)`,
    );
    return {
      name: 'cancellation with a sandbox card refund (median)',
      value: middle,
      unit: 'ms',
      budget: `≤ ${BUDGET_MS} ms`,
      ok: middle <= BUDGET_MS,
    };
  } finally {
    await app.stop();
  }
}

/** One signed refund webhook delivered 100 times (10 at once): one refund record, one event. */
async function measureRefundWebhookReplays(): Promise<BudgetResult> {
  const stripe = await startStripeApp();
  const { app, stripeApi } = stripe;
  try {
    const booking = await app.booking();
    const intentId = await stripe.intentFor(booking.id);
    stripeApi.succeed(intentId);
    await postJson(
      `${app.api}/payment/stripe/confirm`,
      { booking_id: booking.id, payment_intent_id: intentId },
      app.headers,
    );
    stripeApi.refundBehaviour.status = 'pending';
    await postJson(`${app.api}/booking/${booking.id}/cancel`, {}, app.headers);
    const [pending] = [...stripeApi.refunds.values()];
    if (!pending) throw new Error('no refund asked of Stripe');
    const elapsed = await stripe.replay(
      { id: 'evt_bench_refund_replay', type: 'refund.updated', object: { ...pending, status: 'succeeded' } },
      REPLAYS,
    );
    const rows = await app.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    const events = await app.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_bench_refund_replay'));
    console.log(
      `${REPLAYS} refund webhook replays in ${elapsed.toFixed(0)} ms: ${rows.length} refund record(s) (${rows.map((r) => r.status).join(', ')}), ${events.length} event(s) recorded`,
    );
    return {
      name: `${REPLAYS} replays of one refund webhook`,
      value: rows.length,
      unit: 'refund record(s)',
      budget: 'exactly 1',
      ok: rows.length === 1 && rows[0]?.status === 'succeeded' && events.length === 1,
    };
  } finally {
    await stripe.stop();
  }
}

export async function measureCancellations(): Promise<BudgetResult[]> {
  return [await measureSandboxCancellation(), await measureRefundWebhookReplays()];
}

if (isMain(import.meta.url)) {
  report(await measureCancellations());
}
