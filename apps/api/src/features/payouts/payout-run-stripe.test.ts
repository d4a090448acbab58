import { payouts } from '@scrivania/db/schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPayoutGateway } from '../../providers/payments/payout-gateway.ts';
import { createSignedInAdmin } from '../../test/admin-fixtures.ts';
import {
  createBooking,
  createProperty,
  createSessionToken,
  createUser,
  guestPasswordHash,
} from '../../test/factories.ts';
import { payoutFixtures } from '../../test/payout-fixtures.ts';
import { stripeSandbox } from '../../test/stripe-sandbox.ts';
import { openSecondProcess } from '../../test/test-app.ts';
import { createPayoutRun } from './payout-run.ts';

const DAY = 86_400_000;
const stripe = stripeSandbox();
const fixtures = payoutFixtures(stripe.t);
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const runOf = (app = stripe.t().app) => createPayoutRun(app, createPayoutGateway(app.config.payments));

/** A host with a complete profile and a Connect account Stripe has enabled (its signed event received). */
async function enabledHost() {
  const host = await fixtures.signedInHost();
  await fixtures.saveProfile(host.token);
  await fixtures.call('POST', 'host/payout-account/onboarding', host.token);
  const account = [...stripe.stripeApi().accounts.values()].find(
    (a) => a.metadata.host_id === String(host.id),
  );
  if (!account) throw new Error('no account opened');
  const enabled = stripe.stripeApi().completeOnboarding(account.id);
  const event = { ...stripe.stripeEvent('account.updated', enabled), created: Math.floor(Date.now() / 1000) };
  expect((await stripe.webhook(event)).statusCode).toBe(200);
  return { ...host, accountId: account.id };
}

/** A booking of the host's space, its first day tomorrow, paid by card through Stripe. */
async function paidThroughStripe(hostId: number) {
  const t = stripe.t();
  const property = await createProperty(t.db, { hostId });
  const guest = await createUser(t.db, { passwordHash: await guestPasswordHash() });
  const booking = await createBooking(t.db, { propertyId: property.id, userId: guest.id, from: 1, to: 1 });
  const token = await createSessionToken(t.db, guest.id, t.app.config.sessionSecret);
  const { intentId } = await stripe.intentFor(token, booking.id);
  const intent = stripe.stripeApi().succeed(intentId);
  const confirmed = await stripe.post('payment/stripe/confirm', token, {
    booking_id: booking.id,
    payment_intent_id: intentId,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { booking, charge: intent.latest_charge };
}

const transfersTo = (accountId: string) =>
  [...stripe.stripeApi().transfers.values()].filter((transfer) => transfer.destination === accountId);

describe('the daily payout run with Stripe Connect', () => {
  it('pays an enabled host by a transfer from the guest’s charge, under a key per payout', async () => {
    const host = await enabledHost();
    const { booking, charge } = await paidThroughStripe(host.id);
    const summary = await runOf().run(inDays(2));
    expect(summary).toMatchObject({ paid: 1, refused: 0, unanswered: 0 });
    const [line] = await fixtures.linesOf(booking.id);
    const [transfer, ...more] = transfersTo(host.accountId);
    expect(more).toEqual([]);
    expect(transfer).toMatchObject({
      amount: 10_980,
      currency: 'eur',
      source_transaction: charge,
      metadata: { payout_id: String(line?.id), booking_no: booking.bookingNo },
    });
    expect(line).toMatchObject({ status: 'paid', method: 'stripe', transferId: transfer?.id });
  });

  it('pays once when two runs start together, in one process or two', async () => {
    const host = await enabledHost();
    const { booking } = await paidThroughStripe(host.id);
    const t = stripe.t();
    const second = t.databaseUrl ? await openSecondProcess(t) : null;
    let release = () => {};
    stripe.stripeApi().connectBehaviour.holdTransfers = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = stripe.stripeApi().transferRequests();
    try {
      const runs = [runOf().run(inDays(2)), runOf(second?.app).run(inDays(2))];
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      const summaries = await Promise.all(runs);
      expect(summaries.reduce((n, s) => n + s.paid, 0)).toBe(1);
    } finally {
      stripe.stripeApi().connectBehaviour.holdTransfers = null;
      await second?.close();
    }
    expect(stripe.stripeApi().transferRequests() - before).toBe(1);
    expect(transfersTo(host.accountId)).toHaveLength(1);
    expect((await fixtures.linesOf(booking.id))[0]?.status).toBe('paid');
    const mails = (await t.outbox()).filter(
      (mail) => mail.includes(`To: ${host.email}`) && mail.includes('inviato'),
    );
    expect(mails).toHaveLength(1);
  });

  it('reverses the transfer by what a refund after it takes back', async () => {
    const host = await enabledHost();
    const { booking } = await paidThroughStripe(host.id);
    await runOf().run(inDays(2));
    const admin = await createSignedInAdmin(stripe.t());
    const refunded = await fixtures.call('POST', `admin/bookings/${booking.id}/refund`, admin.token, {
      amount_cents: 5_000,
      reason: 'Sala non disponibile',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await stripe.t().app.jobs.drain();
    const [transfer] = transfersTo(host.accountId);
    expect(transfer?.amount_reversed).toBe(4_500);
    const lines = await fixtures.linesOf(booking.id);
    expect(lines[1]).toMatchObject({ kind: 'adjustment', status: 'paid', netCents: -4_500 });
    expect(lines[1]?.transferId).toBe(transfer?.reversals[0]?.id);
    // The reversal job again, or the next run, reverses nothing more.
    await runOf().reverse(lines[1]?.id ?? 0);
    await runOf().run(inDays(3));
    expect(transfersTo(host.accountId)[0]?.amount_reversed).toBe(4_500);
  });

  it('marks a line Stripe refuses as failed, with the reason, for its next attempt under a new key', async () => {
    const host = await enabledHost();
    const { booking } = await paidThroughStripe(host.id);
    stripe.stripeApi().connectBehaviour.refuseTransfers = 'Insufficient funds in Stripe account.';
    try {
      expect(await runOf().run(inDays(2))).toMatchObject({ paid: 0, refused: 1 });
    } finally {
      stripe.stripeApi().connectBehaviour.refuseTransfers = null;
    }
    expect((await fixtures.linesOf(booking.id))[0]).toMatchObject({
      status: 'failed',
      attempt: 2,
      transferStartedAt: null,
      paidAt: null,
    });
    expect((await fixtures.linesOf(booking.id))[0]?.failureMessage).toMatch(/^stripe 400/);
    expect(transfersTo(host.accountId)).toEqual([]);
  });

  it('asks again under the same key when Stripe’s answer was lost, and gets the same transfer', async () => {
    const host = await enabledHost();
    const { booking } = await paidThroughStripe(host.id);
    stripe.stripeApi().connectBehaviour.loseNextTransferAnswer = true;
    expect(await runOf().run(inDays(2))).toMatchObject({ paid: 0, unanswered: 1 });
    const [taken] = await fixtures.linesOf(booking.id);
    expect(taken).toMatchObject({ status: 'due', method: 'stripe' });
    expect(taken?.transferStartedAt).not.toBeNull();
    // Not asked again while the claim is fresh, asked again once it is old (its process died).
    expect(await runOf().run(inDays(2))).toMatchObject({ paid: 0, unanswered: 0 });
    await stripe
      .t()
      .db.update(payouts)
      .set({ transferStartedAt: sql`now() - interval '2 hours'` })
      .where(eq(payouts.bookingId, booking.id));
    expect(await runOf().run(inDays(2))).toMatchObject({ paid: 1 });
    expect(transfersTo(host.accountId)).toHaveLength(1);
    expect((await fixtures.linesOf(booking.id))[0]).toMatchObject({
      status: 'paid',
      transferId: transfersTo(host.accountId)[0]?.id,
    });
  });
});
