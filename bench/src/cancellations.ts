import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '@scrivania/db/client';
import { migrate } from '@scrivania/db/migrate';
import { paymentEvents, refunds } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createMailer } from '../../apps/api/src/providers/mail.ts';
import {
  createBooking,
  createProperty,
  createSessionToken,
  createUser,
} from '../../apps/api/src/test/factories.ts';
import { startStripeDouble } from '../../apps/api/src/test/payment-doubles.ts';
import { type BudgetResult, isMain, median, report } from './server-process.ts';

const CANCELLATIONS = 30;
const REPLAYS = 100;
const BUDGET_MS = 100;
const WEBHOOK_SECRET = 'whsec_bench';

/** The real app on an embedded database of its own, listening on HTTP (port 0: any free port). */
async function startApp(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-cancel-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', ...env });
  const handle = await openDb({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  await migrate(handle);
  const app = await buildApp({ config, db: handle.db, mailer: createMailer(config), logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const guest = await createUser(handle.db);
  const token = await createSessionToken(handle.db, guest.id, config.sessionSecret);
  return {
    api: `${address}/backend/api`,
    db: handle.db,
    headers: { authorization: `Bearer ${token}` },
    // Ten days ahead under the flexible policy: a full refund.
    booking: async () =>
      createBooking(handle.db, { userId: guest.id, propertyId: (await createProperty(handle.db)).id }),
    async stop() {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** A paid booking cancelled by its guest, from the request to the sandbox card refund recorded. */
async function measureSandboxCancellation(): Promise<BudgetResult> {
  const app = await startApp();
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
  const stripeApi = await startStripeDouble();
  const app = await startApp({
    PAYMENTS_MODE: 'sandbox',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeApi.url,
  });
  try {
    const booking = await app.booking();
    const intentAnswer = await postJson(`${app.api}/payment/stripe`, { booking_id: booking.id }, app.headers);
    const { clientSecret } = (await intentAnswer.json()) as { clientSecret: string };
    const intentId = clientSecret.split('_secret_')[0] ?? '';
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
    const payload = JSON.stringify({
      id: 'evt_bench_refund_replay',
      object: 'event',
      type: 'refund.updated',
      data: { object: { ...pending, status: 'succeeded' } },
    });
    const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    const started = performance.now();
    for (let batch = 0; batch < REPLAYS / 10; batch++) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, () =>
          fetch(`${app.api}/payment/stripe/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body: payload,
          }).then((r) => r.status),
        ),
      );
      if (statuses.some((status) => status !== 200))
        throw new Error(`webhook answered ${statuses.join(',')}`);
    }
    const elapsed = performance.now() - started;
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
    await app.stop();
    await stripeApi.close();
  }
}

export async function measureCancellations(): Promise<BudgetResult[]> {
  return [await measureSandboxCancellation(), await measureRefundWebhookReplays()];
}

if (isMain(import.meta.url)) {
  report(await measureCancellations());
}
