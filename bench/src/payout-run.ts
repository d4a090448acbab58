import { addDays, todayInRome } from '@scrivania/core/dates';
import { splitPayout } from '@scrivania/core/payouts/commission';
import { bookings, hostPayoutAccounts, paymentEvents, payments, payouts } from '@scrivania/db/schema';
import { count, eq, sql } from 'drizzle-orm';
import { createPayoutRun } from '../../apps/api/src/features/payouts/payout-run.ts';
import { createPayoutGateway } from '../../apps/api/src/providers/payments/payout-gateway.ts';
import { bookingValues, createUser, guestPasswordHash } from '../../apps/api/src/test/factories.ts';
import { startStripeApp } from './payment-app.ts';
import { hostsWithSpaces, inChunks, insertProfiles } from './payout-hosts.ts';
import { type BudgetResult, isMain, report } from './server-process.ts';

const HOSTS = 1_000;
const PER_HOST = 10;
const BUDGET_MS = 10_000;

/**
 * The daily payout run over 10,000 payouts that became due (decision 098): 1,000 hosts with ten paid
 * stays each; half of them have an enabled Stripe account and were paid by card, so 5,000 transfers go
 * to the local Stripe double through the real SDK (and 500 mails are queued); the other half wait, due,
 * for the SEPA batch. On the embedded database, from the run's start to its end.
 */
export async function measurePayoutRun(): Promise<BudgetResult[]> {
  const stripe = await startStripeApp();
  const { app, stripeApi } = stripe;
  try {
    const db = app.db;
    const yesterday = addDays(todayInRome(), -1);
    const guest = await createUser(db, { passwordHash: await guestPasswordHash() });
    const { hostIds, spaceOf } = await hostsWithSpaces(db, HOSTS, 'panca');
    const stays = hostIds.flatMap((hostId, h) =>
      Array.from({ length: PER_HOST }, (_, k) => {
        const day = addDays(yesterday, -k * 2);
        return {
          hostId,
          byCard: h % 2 === 0,
          booking: bookingValues(
            { propertyId: spaceOf.get(hostId) ?? 0, userId: guest.id },
            {
              bookingNo: `SCR-PANCA-${h}-${k}`,
              startDate: day,
              endDate: day,
              status: 'booked',
              holdExpiresAt: null,
            },
          ),
        };
      }),
    );
    const bookingIds: number[] = [];
    await inChunks(stays, async (chunk) => {
      const rows = await db
        .insert(bookings)
        .values(chunk.map((stay) => stay.booking))
        .returning({ id: bookings.id });
      bookingIds.push(...rows.map((row) => row.id));
    });
    const paymentIds: number[] = [];
    await inChunks(
      stays.map((stay, i) => ({
        bookingId: bookingIds[i] ?? 0,
        provider: stay.byCard ? ('stripe' as const) : ('bank_transfer' as const),
        providerRef: `pi_panca_${i}`,
        amountCents: 12_200,
        status: 'succeeded' as const,
      })),
      async (chunk) => {
        const rows = await db.insert(payments).values(chunk).returning({ id: payments.id });
        paymentIds.push(...rows.map((row) => row.id));
      },
    );
    // The charge each card payment's confirmation recorded: the transfer's source_transaction.
    await inChunks(
      stays.flatMap((stay, i) =>
        stay.byCard
          ? [
              {
                provider: 'stripe' as const,
                eventId: `retrieve:ch_panca_${i}:succeeded`,
                type: 'payment_intent.retrieved',
                paymentId: paymentIds[i] ?? 0,
                payload: { id: `pi_panca_${i}`, latest_charge: `ch_panca_${i}` },
              },
            ]
          : [],
      ),
      (chunk) => db.insert(paymentEvents).values(chunk),
    );
    const split = splitPayout(12_200, 0, 1000);
    await inChunks(
      stays.map((stay, i) => ({
        hostId: stay.hostId,
        bookingId: bookingIds[i] ?? 0,
        commissionBasisPoints: 1000,
        ...split,
        dueOn: addDays(stay.booking.startDate, 1),
      })),
      (chunk) => db.insert(payouts).values(chunk),
    );
    await insertProfiles(db, hostIds, (h) => `Host ${h}`);
    const enabled = hostIds.filter((_, h) => h % 2 === 0);
    for (const hostId of enabled) {
      stripeApi.accounts.set(`acct_panca_${hostId}`, {
        id: `acct_panca_${hostId}`,
        object: 'account',
        type: 'express',
        country: 'IT',
        email: `host-${hostId}@example.test`,
        business_type: 'individual',
        details_submitted: true,
        payouts_enabled: true,
        charges_enabled: false,
        capabilities: { transfers: 'active' },
        requirements: { currently_due: [], past_due: [], disabled_reason: null },
        metadata: {},
      });
    }
    await db.insert(hostPayoutAccounts).values(
      enabled.map((userId) => ({
        userId,
        provider: 'stripe' as const,
        accountId: `acct_panca_${userId}`,
        status: 'enabled' as const,
        payoutsEnabled: true,
      })),
    );

    // Statistics, as a database that has lived with these rows would have them.
    await db.execute(sql`analyze`);
    const run = createPayoutRun(app.app, createPayoutGateway(app.app.config.payments));
    const started = performance.now();
    const summary = await run.run();
    const elapsed = performance.now() - started;
    const byStatus = await db
      .select({ status: payouts.status, method: payouts.method, n: count() })
      .from(payouts)
      .groupBy(payouts.status, payouts.method);
    const n = (status: string, method: string) =>
      byStatus.find((row) => row.status === status && row.method === method)?.n ?? 0;
    const transfers = stripeApi.transfers.size;
    console.log(
      `payout run: ${HOSTS * PER_HOST} payouts due in ${elapsed.toFixed(0)} ms — ${summary.paid} paid by ${transfers} Stripe transfers, ${n('due', 'sepa')} due for SEPA (made due: ${summary.madeDue}, refused ${summary.refused}, unanswered ${summary.unanswered})`,
    );
    const [waiting] = await db.select({ n: count() }).from(payouts).where(eq(payouts.status, 'scheduled'));
    const right =
      summary.madeDue === HOSTS * PER_HOST &&
      n('paid', 'stripe') === (HOSTS * PER_HOST) / 2 &&
      transfers === (HOSTS * PER_HOST) / 2 &&
      n('due', 'sepa') === (HOSTS * PER_HOST) / 2 &&
      (waiting?.n ?? 0) === 0;
    return [
      {
        name: `daily payout run over ${HOSTS * PER_HOST} due payouts (half by Stripe transfer)`,
        value: Math.round(elapsed),
        unit: 'ms',
        budget: `≤ ${BUDGET_MS} ms, every payout paid or due`,
        ok: right && elapsed <= BUDGET_MS,
      },
    ];
  } finally {
    await stripe.stop();
  }
}

if (isMain(import.meta.url)) {
  report(await measurePayoutRun());
}
