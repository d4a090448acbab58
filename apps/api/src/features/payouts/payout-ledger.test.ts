import { messages } from '@scrivania/core/messages.it';
import { splitPayout } from '@scrivania/core/payouts/commission';
import { payouts } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../test/admin-fixtures.ts';
import {
  createBooking,
  createProperty,
  createSessionToken,
  createUser,
  daysFromToday,
  guestPasswordHash,
} from '../../test/factories.ts';
import { payoutFixtures } from '../../test/payout-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createPayoutLedger } from './payout-ledger.ts';
import { payoutRunTask } from './payout-run.ts';

const DAY = 86_400_000;
let t: TestApp;
const clock = createTestClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const fixtures = payoutFixtures(() => t);
/** The daily run, through the queue, as at 06:00 `days` from now. */
async function runPayoutsIn(days: number) {
  clock.advance(days * DAY);
  try {
    await t.app.jobs.runNow(payoutRunTask);
    await t.app.jobs.drain();
  } finally {
    clock.advance(-days * DAY);
  }
}
const sumOf = (lines: { grossCents: number; commissionCents: number; netCents: number; status: string }[]) =>
  lines
    .filter((line) => line.status !== 'cancelled')
    .reduce(
      (sum, line) => ({
        grossCents: sum.grossCents + line.grossCents,
        commissionCents: sum.commissionCents + line.commissionCents,
        netCents: sum.netCents + line.netCents,
      }),
      { grossCents: 0, commissionCents: 0, netCents: 0 },
    );

async function operatorRefund(bookingId: number, cents: number) {
  const admin = await createSignedInAdmin(t);
  const answer = await fixtures.call('POST', `admin/bookings/${bookingId}/refund`, admin.token, {
    amount_cents: cents,
    reason: 'Rimborso parziale',
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('the payout ledger', () => {
  it('opens one line per paid booking, due the day after its first day, at the booking’s commission', async () => {
    const host = await fixtures.signedInHost();
    const { booking } = await fixtures.paidByCard(host.id, { from: 10 });
    const [line, ...others] = await fixtures.linesOf(booking.id);
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      kind: 'booking',
      hostId: host.id,
      status: 'scheduled',
      method: 'sepa',
      grossCents: 12_200,
      commissionCents: 1_220,
      netCents: 10_980,
      commissionBasisPoints: 1000,
      dueOn: daysFromToday(11),
    });
    // Applying the payment again (a replayed provider event) adds nothing.
    await t.db.transaction((tx) => createPayoutLedger(t.app).openForPaidBooking(tx, booking.id));
    expect(await fixtures.linesOf(booking.id)).toHaveLength(1);
    // An unpaid booking has none.
    expect(await fixtures.linesOf((await createBooking(t.db)).id)).toEqual([]);
  });

  it('keeps the commission the booking was made with, rounded half up', async () => {
    const admin = await createSignedInAdmin(t);
    const host = await fixtures.signedInHost();
    const property = await createProperty(t.db, { hostId: host.id });
    await fixtures.call('PUT', 'admin/settings/commission', admin.token, { commission_percent: 12.5 });
    const guest = await createUser(t.db, { passwordHash: await guestPasswordHash() });
    // 123.45 € × 12.5 % = 15.43125 €: 15.43 €; made now, paid after the commission changes back.
    const booking = await createBooking(t.db, {
      propertyId: property.id,
      userId: guest.id,
      propertyAmountCents: 12_345,
      payableAmountCents: 12_345,
    });
    await fixtures.call('PUT', 'admin/settings/commission', admin.token, { commission_percent: 10 });
    const token = await createSessionToken(t.db, guest.id, t.app.config.sessionSecret);
    const paid = await fixtures.call('POST', 'payment/card-sandbox', token, {
      booking_id: booking.id,
      card_number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await fixtures.linesOf(booking.id))[0]).toMatchObject({
      commissionBasisPoints: 1250,
      grossCents: 12_345,
      commissionCents: 1_543,
      netCents: 10_802,
    });
  });

  it('lowers the line for a refund before the payout, and cancels it for a full one', async () => {
    const host = await fixtures.signedInHost();
    const partly = await fixtures.paidByCard(host.id);
    await operatorRefund(partly.booking.id, 2_000);
    expect((await fixtures.linesOf(partly.booking.id))[0]).toMatchObject({
      status: 'scheduled',
      grossCents: 10_200,
      commissionCents: 1_020,
      netCents: 9_180,
    });
    const whole = await fixtures.paidByCard(host.id);
    const cancelled = await fixtures.call('POST', `booking/${whole.booking.id}/cancel`, whole.guestToken, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await fixtures.linesOf(whole.booking.id)).toMatchObject([
      { kind: 'booking', status: 'cancelled', grossCents: 0, commissionCents: 0, netCents: 0 },
    ]);
  });

  it('makes due lines due; a host without a payout profile waits, flagged with why', async () => {
    const host = await fixtures.signedInHost();
    const { booking } = await fixtures.paidByCard(host.id, { from: 3 });
    await runPayoutsIn(3);
    expect((await fixtures.linesOf(booking.id))[0]?.status).toBe('scheduled');
    await runPayoutsIn(4);
    expect((await fixtures.linesOf(booking.id))[0]).toMatchObject({
      status: 'due',
      method: 'sepa',
      holdReason: 'profile_incomplete',
    });
    const listed = (await fixtures.call('GET', 'host/payouts', host.token)).json().data.payouts;
    expect(listed).toEqual([
      expect.objectContaining({
        booking_id: booking.id,
        booking_no: booking.bookingNo,
        status: 'due',
        hold_reason: 'profile_incomplete',
        net_cents: 10_980,
        paid_at: null,
      }),
    ]);
    // Once the profile is complete the flag goes, and the line waits for the SEPA batch.
    await fixtures.saveProfile(host.token);
    await runPayoutsIn(4);
    expect((await fixtures.linesOf(booking.id))[0]).toMatchObject({
      status: 'due',
      method: 'sepa',
      holdReason: null,
    });
  });

  it('pays a host with an enabled account by transfer for card bookings, and mails what was sent', async () => {
    const host = await fixtures.signedInHost();
    await fixtures.saveProfile(host.token);
    await fixtures.enableSandboxAccount(host.token);
    const { booking } = await fixtures.paidByCard(host.id, { from: 2 });
    // Paid by bank transfer: it waits for the SEPA batch whatever the account.
    const guest = await createUser(t.db, {
      passwordHash: await guestPasswordHash(),
      emailVerifiedAt: new Date(),
    });
    const byTransfer = await createBooking(t.db, {
      propertyId: (await createProperty(t.db, { hostId: host.id })).id,
      userId: guest.id,
      from: 2,
      to: 2,
    });
    const guestToken = await createSessionToken(t.db, guest.id, t.app.config.sessionSecret);
    expect(
      (await fixtures.call('POST', 'payment/bank-transfer', guestToken, { booking_id: byTransfer.id }))
        .statusCode,
    ).toBe(200);
    const admin = await createSignedInAdmin(t);
    expect(
      (await fixtures.call('POST', `payment/bank-transfer/${byTransfer.id}/received`, admin.token, {}))
        .statusCode,
    ).toBe(200);

    await runPayoutsIn(3);
    const [line] = await fixtures.linesOf(booking.id);
    expect(line).toMatchObject({
      status: 'paid',
      method: 'stripe',
      transferId: `tr_sandbox_payout-${line?.id}-1`,
    });
    expect(line?.paidAt).not.toBeNull();
    expect((await fixtures.linesOf(byTransfer.id))[0]).toMatchObject({ status: 'due', method: 'sepa' });
    const mails = (await t.outbox()).filter(
      (mail) => mail.includes(`To: ${host.email}`) && mail.includes('inviato'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('ti abbiamo inviato 109,80 € con');
    expect(mails[0]).toContain(`${booking.bookingNo}: 109,80 €`);
    expect(mails[0]).toContain(messages.payouts.ledger.methods.stripe);

    // A second run finds nothing more to pay, and mails nothing more.
    await runPayoutsIn(3);
    expect(
      (await t.outbox()).filter((mail) => mail.includes(`To: ${host.email}`) && mail.includes('inviato')),
    ).toHaveLength(1);
  });

  it('adds a negative adjustment for a refund after the payout, reversed on the transfer, on its own line', async () => {
    const host = await fixtures.signedInHost();
    await fixtures.saveProfile(host.token);
    await fixtures.enableSandboxAccount(host.token);
    const { booking } = await fixtures.paidByCard(host.id, { from: 1 });
    await runPayoutsIn(2);
    await operatorRefund(booking.id, 5_000);
    await t.app.jobs.drain();
    const lines = await fixtures.linesOf(booking.id);
    expect(lines).toMatchObject([
      { kind: 'booking', status: 'paid', netCents: 10_980 },
      {
        kind: 'adjustment',
        status: 'paid',
        method: 'stripe',
        grossCents: -5_000,
        commissionCents: -500,
        netCents: -4_500,
      },
    ]);
    expect(lines[1]?.transferId).toMatch(/^trr_sandbox_payout-/);
    expect(sumOf(lines)).toEqual(splitPayout(12_200, 5_000, 1000));
    const listed = (await fixtures.call('GET', 'host/payouts', host.token)).json().data.payouts;
    expect(
      listed
        .filter((p: { booking_id: number }) => p.booking_id === booking.id)
        .map((p: { kind: string }) => p.kind)
        .sort(),
    ).toEqual(['adjustment', 'booking']);
  });

  it('keeps a refund after a SEPA payout as a negative line due for the next batch', async () => {
    const host = await fixtures.signedInHost();
    await fixtures.saveProfile(host.token);
    const { booking } = await fixtures.paidByCard(host.id, { from: 1 });
    await runPayoutsIn(2);
    // The SEPA batch (not built here) paid it.
    await t.db
      .update(payouts)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(payouts.bookingId, booking.id));
    await operatorRefund(booking.id, 1_000);
    await operatorRefund(booking.id, 1_000);
    const lines = await fixtures.linesOf(booking.id);
    expect(lines).toMatchObject([
      { kind: 'booking', status: 'paid', netCents: 10_980 },
      { kind: 'adjustment', status: 'due', method: 'sepa', grossCents: -2_000, netCents: -1_800 },
    ]);
    expect(sumOf(lines)).toEqual(splitPayout(12_200, 2_000, 1000));
  });

  it('shows each host only their own lines, and only to hosts', async () => {
    const owner = await fixtures.signedInHost();
    const { booking } = await fixtures.paidByCard(owner.id);
    const other = await fixtures.signedInHost();
    const theirs = await fixtures.call('GET', 'host/payouts', other.token);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().data).toEqual({ payouts: [], page: 1, per_page: 50, has_more: false });
    expect(theirs.body).not.toContain(booking.bookingNo);
    const guest = await createUser(t.db, { passwordHash: await guestPasswordHash() });
    const guestToken = await createSessionToken(t.db, guest.id, t.app.config.sessionSecret);
    expect((await fixtures.call('GET', 'host/payouts', guestToken)).statusCode).toBe(403);
    expect((await fixtures.call('GET', 'host/payouts', null)).statusCode).toBe(401);
    expect((await fixtures.call('GET', 'host/payouts?status=paid', owner.token)).json().data.payouts).toEqual(
      [],
    );
  });
});
