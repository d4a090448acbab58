import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '@scrivania/db/client';
import { migrate } from '@scrivania/db/migrate';
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

const WEBHOOK_SECRET = 'whsec_bench';

/**
 * The real app on an embedded database of its own, listening on HTTP (port 0: any free port), with a
 * signed-in guest whose bookings the payment benches pay and cancel.
 */
export async function startPaymentApp(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-pay-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', ...env });
  const handle = await openDb({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  await migrate(handle);
  const app = await buildApp({ config, db: handle.db, mailer: createMailer(config), logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const guest = await createUser(handle.db);
  const token = await createSessionToken(handle.db, guest.id, config.sessionSecret);
  return {
    app,
    api: `${address}/backend/api`,
    db: handle.db,
    headers: { authorization: `Bearer ${token}` },
    /** A live session of another account of this database, e.g. an operator. */
    sessionFor: (userId: number) => createSessionToken(handle.db, userId, config.sessionSecret),
    // A property per booking: the exclusion constraint forbids overlapping holds on one space. Ten
    // days ahead under the flexible policy: a cancellation is fully refunded.
    booking: async () =>
      createBooking(handle.db, { userId: guest.id, propertyId: (await createProperty(handle.db)).id }),
    async stop() {
      await app.close();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** The app in sandbox mode with Stripe configured against the local double. */
export async function startStripeApp() {
  const stripeApi = await startStripeDouble();
  const app = await startPaymentApp({
    PAYMENTS_MODE: 'sandbox',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeApi.url,
  });
  return {
    app,
    stripeApi,
    /** The PaymentIntent's id the page gets for a booking. */
    async intentFor(bookingId: number) {
      const answer = await postJson(`${app.api}/payment/stripe`, { booking_id: bookingId }, app.headers);
      const { clientSecret } = (await answer.json()) as { clientSecret: string };
      return clientSecret.split('_secret_')[0] ?? '';
    },
    /**
     * One signed Stripe event delivered `times` times, 10 at once, as Stripe retries; the time it took.
     * Any answer but 200 stops the bench.
     */
    async replay(event: { id: string; type: string; object: object }, times: number) {
      const payload = JSON.stringify({
        id: event.id,
        object: 'event',
        type: event.type,
        data: { object: event.object },
      });
      const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      const started = performance.now();
      for (let batch = 0; batch < times / 10; batch++) {
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
      return performance.now() - started;
    },
    async stop() {
      await app.stop();
      await stripeApi.close();
    },
  };
}
