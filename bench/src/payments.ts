import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '@scrivania/db/client';
import { migrate } from '@scrivania/db/migrate';
import { paymentEvents, payments } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';
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

const PAYMENTS = 30;
const REPLAYS = 100;
const BUDGET_MS = 1000;
const WEBHOOK_SECRET = 'whsec_bench';

/** The real app on an embedded database of its own, listening on HTTP (port 0: any free port). */
async function startApp(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-pay-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', ...env });
  const handle = await openDb({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  await migrate(handle);
  const app = await buildApp({ config, db: handle.db, mailer: createMailer(config), logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const guest = await createUser(handle.db);
  return {
    api: `${address}/backend/api`,
    db: handle.db,
    token: await createSessionToken(handle.db, guest.id, config.sessionSecret),
    // A property per booking: the exclusion constraint forbids overlapping holds on one space.
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

/** A sandbox card payment, from the request to the booking confirmed in the database. */
async function measureCardSandbox(): Promise<BudgetResult> {
  const app = await startApp();
  try {
    const times: number[] = [];
    for (let i = 0; i < PAYMENTS; i++) {
      const booking = await app.booking();
      const started = performance.now();
      const response = await postJson(
        `${app.api}/payment/card-sandbox`,
        { booking_id: booking.id, card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
        { authorization: `Bearer ${app.token}` },
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
    const intentAnswer = await postJson(
      `${app.api}/payment/stripe`,
      { booking_id: booking.id },
      { authorization: `Bearer ${app.token}` },
    );
    const { clientSecret } = (await intentAnswer.json()) as { clientSecret: string };
    const intent = stripeApi.succeed(clientSecret.split('_secret_')[0] ?? '');
    const payload = JSON.stringify({
      id: 'evt_bench_replay',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent },
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
    await app.stop();
    await stripeApi.close();
  }
}

export async function measurePayments(): Promise<BudgetResult[]> {
  return [await measureCardSandbox(), await measureWebhookReplays()];
}

if (isMain(import.meta.url)) {
  report(await measurePayments());
}
