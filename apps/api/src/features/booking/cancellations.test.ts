import type { CancellationPolicy } from '@scrivania/core/domain';
import { bookings, payments, refunds, users } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createHostUser,
  createProperty,
  createSessionToken,
  createUser,
  daysFromToday,
  GUEST_PASSWORD,
  guestPasswordHash,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENTS_MODE: 'sandbox' } });
});
afterAll(() => t.close());

const OK_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const VALID_IBAN = 'IT60 X054 2811 1010 0000 0123 456';

async function guestBooking(options: { policy?: CancellationPolicy; from?: number; to?: number } = {}) {
  const host = await createHostUser(t.db);
  const property = await createProperty(t.db, {
    hostId: host.id,
    cancellationPolicy: options.policy ?? 'moderata',
    windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(60) }],
  });
  const guest = await createUser(t.db, { passwordHash: await guestPasswordHash() });
  const booking = await createBooking(t.db, {
    propertyId: property.id,
    userId: guest.id,
    from: options.from ?? 6,
    to: options.to ?? options.from ?? 6,
  });
  const token = await createSessionToken(t.db, guest.id, t.app.config.sessionSecret);
  return { host, guest, property, booking, token, headers: { authorization: `Bearer ${token}` } };
}

/** Marks a booking paid by `provider` as the payment service would. */
async function paidBy(bookingId: number, provider: 'card_sandbox' | 'bank_transfer' | 'paypal_sandbox') {
  await t.db
    .update(bookings)
    .set({ status: 'booked', holdExpiresAt: null })
    .where(eq(bookings.id, bookingId));
  await t.db.insert(payments).values({
    bookingId,
    provider,
    providerRef: `${provider}-${bookingId}`,
    amountCents: 12_200,
    status: 'succeeded',
  });
}

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/backend/api/${url}`, headers, ...(payload ? { payload } : {}) });
const refundsOf = (bookingId: number) => t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
const profileIbanOf = async (userId: number) =>
  (await t.db.select({ iban: users.iban }).from(users).where(eq(users.id, userId)))[0]?.iban;
const statusOf = async (bookingId: number) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]?.status;

describe('a guest cancelling', () => {
  it('cancels an unpaid booking with nothing to refund and frees its dates', async () => {
    const { booking, headers, property } = await guestBooking();
    const quote = await call('GET', `booking/${booking.id}/cancellation`, headers);
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toMatchObject({ cancellable: true, refund_amount_cents: 0, policy: null });
    const available = () =>
      call(
        'GET',
        `check-availability?property_id=${property.id}&start_date=${booking.startDate}&end_date=${booking.endDate}&no_of_guest=1`,
        {},
      );
    expect((await available()).json().data.available).toBe(false);
    const response = await call('POST', `booking/${booking.id}/cancel`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Prenotazione annullata.',
      data: { status: 'cancelled', refund_amount_cents: 0, refund: null },
    });
    expect(await statusOf(booking.id)).toBe('cancelled');
    expect(await refundsOf(booking.id)).toEqual([]);
    expect((await available()).json().data.available).toBe(true);
  });

  it('refunds a card payment in full under the moderate policy 6 days ahead, and shows it everywhere', async () => {
    const { booking, headers, token, host } = await guestBooking({ policy: 'moderata', from: 6 });
    const paid = await call('POST', 'payment/card-sandbox', headers, {
      booking_id: booking.id,
      amount: 122,
      ...OK_CARD,
    });
    expect(paid.statusCode).toBe(200);
    const quote = (await call('GET', `booking/${booking.id}/cancellation`, headers)).json().data;
    expect(quote).toMatchObject({
      cancellable: true,
      policy: 'moderata',
      percent: 100,
      paid_amount_cents: 12_200,
      refund_amount: 122,
      refund_amount_cents: 12_200,
      iban_required: false,
    });
    expect(quote.deadlines).toHaveLength(2);
    const response = await call('POST', `booking/${booking.id}/cancel`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Prenotazione annullata: rimborso di 122,00 € avviato.',
      data: { status: 'cancelled', refund_amount: 122, refund: { status: 'succeeded', method: 'stripe' } },
    });
    const [refund] = await refundsOf(booking.id);
    expect(refund).toMatchObject({
      amountCents: 12_200,
      method: 'card_sandbox',
      status: 'succeeded',
      initiator: 'guest',
      idempotencyKey: `cancel-${booking.id}`,
    });
    expect(refund?.providerRef).toMatch(/^re_sandbox_/);

    const details = (
      await call('GET', `booking/details/${booking.id}`, { authorization: `Bearer ${token}` })
    ).json().data;
    expect(details).toMatchObject({
      status: 'cancelled',
      refunded_amount: 122,
      refunded_amount_cents: 12_200,
      refunds: [{ amount: 122, amount_cents: 12_200, status: 'succeeded', method: 'stripe' }],
    });
    const orders = (await call('GET', 'order/list', headers)).json().data;
    expect(orders[0]).toMatchObject({ _id: booking.id, status: 'cancelled', refunded_amount: 122 });

    const mails = await t.outbox();
    const guestMail = mails.find((mail) => mail.includes(`Prenotazione ${booking.bookingNo} annullata`));
    expect(guestMail).toContain('Ti rimborsiamo 122,00 € sulla carta usata per pagare.');
    const hostMail = mails.find((mail) => mail.includes(`Prenotazione annullata: ${booking.bookingNo}`));
    expect(hostMail).toContain(host.email);
  });

  it('gives half under the flexible policy on the day before, nothing under the strict one 3 days ahead', async () => {
    const flexible = await guestBooking({ policy: 'flessibile', from: 1 });
    await paidBy(flexible.booking.id, 'paypal_sandbox');
    const half = await call('POST', `booking/${flexible.booking.id}/cancel`, flexible.headers);
    expect(half.json().data).toMatchObject({ refund_amount_cents: 6100, refund: { method: 'paypal' } });

    const strict = await guestBooking({ policy: 'rigida', from: 3 });
    await paidBy(strict.booking.id, 'card_sandbox');
    const quote = (await call('GET', `booking/${strict.booking.id}/cancellation`, strict.headers)).json()
      .data;
    expect(quote).toMatchObject({
      cancellable: true,
      percent: 0,
      refund_amount_cents: 0,
      current_until: null,
    });
    const none = await call('POST', `booking/${strict.booking.id}/cancel`, strict.headers);
    expect(none.json()).toMatchObject({ message: 'Prenotazione annullata.', data: { refund: null } });
    expect(await statusOf(strict.booking.id)).toBe('cancelled');
    expect(await refundsOf(strict.booking.id)).toEqual([]);
  });

  it('answers 404 for another user’s booking and changes nothing', async () => {
    const { booking } = await guestBooking();
    await paidBy(booking.id, 'card_sandbox');
    const stranger = await createUser(t.db);
    const headers = {
      authorization: `Bearer ${await createSessionToken(t.db, stranger.id, t.app.config.sessionSecret)}`,
    };
    const quote = await call('GET', `booking/${booking.id}/cancellation`, headers);
    const cancel = await call('POST', `booking/${booking.id}/cancel`, headers);
    expect([quote.statusCode, cancel.statusCode]).toEqual([404, 404]);
    expect(cancel.body).not.toContain(booking.bookingNo);
    expect(await statusOf(booking.id)).toBe('booked');
    expect(await refundsOf(booking.id)).toEqual([]);
  });

  it('refuses a second cancel, a stay that has begun and a lapsed hold, saying why', async () => {
    const once = await guestBooking();
    await call('POST', `booking/${once.booking.id}/cancel`, once.headers);
    const again = await call('POST', `booking/${once.booking.id}/cancel`, once.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Questa prenotazione è già stata annullata.');

    const begun = await guestBooking({ from: 0, to: 2 });
    await paidBy(begun.booking.id, 'card_sandbox');
    const started = await call('POST', `booking/${begun.booking.id}/cancel`, begun.headers);
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(
      'Il soggiorno è già iniziato: la prenotazione non può più essere annullata.',
    );
    expect(
      (await call('GET', `booking/${begun.booking.id}/cancellation`, begun.headers)).json().data,
    ).toMatchObject({
      cancellable: false,
      refund_amount_cents: 0,
    });
    expect(await statusOf(begun.booking.id)).toBe('booked');

    const lapsed = await guestBooking();
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, lapsed.booking.id));
    const late = await call('POST', `booking/${lapsed.booking.id}/cancel`, lapsed.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Questa prenotazione è già scaduta: le date sono di nuovo libere.');
  });

  it('asks for a valid IBAN before refunding a bank transfer, saving nothing until it has one', async () => {
    const { booking, headers } = await guestBooking({ policy: 'moderata', from: 10 });
    await paidBy(booking.id, 'bank_transfer');
    expect((await call('GET', `booking/${booking.id}/cancellation`, headers)).json().data.iban_required).toBe(
      true,
    );
    const missing = await call('POST', `booking/${booking.id}/cancel`, headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Indica l’IBAN su cui ricevere il rimborso del bonifico.');
    const wrong = await call('POST', `booking/${booking.id}/cancel`, headers, {
      iban: 'IT61X0542811101000000123456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('L’IBAN non è valido: controlla le cifre di controllo.');
    expect(await statusOf(booking.id)).toBe('booked');
    const done = await call('POST', `booking/${booking.id}/cancel`, headers, {
      iban: VALID_IBAN,
      current_password: GUEST_PASSWORD,
    });
    expect(done.json().data).toMatchObject({ refund: { status: 'pending', method: 'wireTransfer' } });
    expect(await refundsOf(booking.id)).toMatchObject([
      { status: 'pending', iban: 'IT60X0542811101000000123456', providerRef: null, amountCents: 12_200 },
    ]);
  });

  it('keeps the IBAN given at cancellation on the profile and refunds the next transfer to it unasked', async () => {
    const first = await guestBooking({ policy: 'moderata', from: 10 });
    await paidBy(first.booking.id, 'bank_transfer');
    await call('POST', `booking/${first.booking.id}/cancel`, first.headers, {
      iban: VALID_IBAN,
      current_password: GUEST_PASSWORD,
    });
    expect(await profileIbanOf(first.guest.id)).toBe('IT60X0542811101000000123456');

    const next = await createBooking(t.db, {
      propertyId: first.property.id,
      userId: first.guest.id,
      from: 12,
      to: 12,
    });
    await paidBy(next.id, 'bank_transfer');
    expect((await call('GET', `booking/${next.id}/cancellation`, first.headers)).json().data).toMatchObject({
      iban_required: false,
      iban: 'IT60X0542811101000000123456',
    });
    const done = await call('POST', `booking/${next.id}/cancel`, first.headers);
    expect(done.statusCode).toBe(200);
    expect(await refundsOf(next.id)).toMatchObject([{ iban: 'IT60X0542811101000000123456' }]);
  });

  it('asks for the current password when the IBAN differs from the profile’s, and mails only its last 4 characters', async () => {
    const { guest, booking, headers } = await guestBooking({ policy: 'moderata', from: 10 });
    await paidBy(booking.id, 'bank_transfer');
    await t.db.update(users).set({ iban: 'IT60X0542811101000000123456' }).where(eq(users.id, guest.id));
    const other = 'DE89 3704 0044 0532 0130 00';

    const missing = await call('POST', `booking/${booking.id}/cancel`, headers, { iban: other });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      current_password: 'Per cambiare l’IBAN o i dati bancari inserisci la password attuale.',
    });
    const wrong = await call('POST', `booking/${booking.id}/cancel`, headers, {
      iban: other,
      current_password: 'Sbagliata1!',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ current_password: 'La password attuale non è corretta.' });
    expect(await statusOf(booking.id)).toBe('booked');
    expect(await profileIbanOf(guest.id)).toBe('IT60X0542811101000000123456');

    const done = await call('POST', `booking/${booking.id}/cancel`, headers, {
      iban: other,
      current_password: GUEST_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(await profileIbanOf(guest.id)).toBe('DE89370400440532013000');
    const mails = (await t.outbox()).filter((mail) => mail.includes(`To: ${guest.email}`));
    const notice = mails.find((mail) => mail.includes('I tuoi dati bancari sono stati cambiati'));
    expect(notice).toContain('IBAN per i rimborsi: …3000');
    expect(notice).not.toContain('DE89370400440532013000');
  });

  it('takes the profile’s own IBAN again without the password', async () => {
    const { guest, booking, headers } = await guestBooking({ policy: 'moderata', from: 10 });
    await paidBy(booking.id, 'bank_transfer');
    await t.db.update(users).set({ iban: 'IT60X0542811101000000123456' }).where(eq(users.id, guest.id));
    const done = await call('POST', `booking/${booking.id}/cancel`, headers, { iban: VALID_IBAN });
    expect(done.statusCode).toBe(200);
  });

  it('makes exactly one refund of 20 parallel cancels', async () => {
    const { booking, headers } = await guestBooking({ policy: 'flessibile', from: 8 });
    await paidBy(booking.id, 'card_sandbox');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `booking/${booking.id}/cancel`, headers)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(await refundsOf(booking.id)).toHaveLength(1);
  });
});

describe('a host cancelling', () => {
  const hostHeaders = async (hostId: number) => ({
    authorization: `Bearer ${await createSessionToken(t.db, hostId, t.app.config.sessionSecret)}`,
  });

  it('refunds the guest in full whatever the policy, mails the guest the reason and the operator a copy', async () => {
    const { booking, host } = await guestBooking({ policy: 'rigida', from: 2 });
    await paidBy(booking.id, 'card_sandbox');
    const admin = await createUser(t.db, { role: 'admin' });
    const headers = await hostHeaders(host.id);
    const empty = await call('POST', `host/bookings/${booking.id}/cancel`, headers, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Indica all’ospite il motivo dell’annullamento.');
    expect(await statusOf(booking.id)).toBe('booked');

    const response = await call('POST', `host/bookings/${booking.id}/cancel`, headers, {
      reason: 'Allagamento negli uffici',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'cancelled',
      refund_amount_cents: 12_200,
      refund: { status: 'succeeded', method: 'stripe' },
    });
    expect(await refundsOf(booking.id)).toMatchObject([
      { initiator: 'host', actorId: host.id, reason: 'Allagamento negli uffici', amountCents: 12_200 },
    ]);
    const mails = await t.outbox();
    const guestMail = mails.find((mail) => mail.includes(`Prenotazione ${booking.bookingNo} annullata`));
    expect(guestMail).toContain('è stata annullata dall’host.');
    expect(guestMail).toContain('Motivo: Allagamento negli uffici');
    const copy = mails.find((mail) => mail.includes(admin.email));
    expect(copy).toContain(`ha annullato la prenotazione ${booking.bookingNo}`);
    expect(copy).toContain('Rimborso all’ospite: 122,00 €.');
  });

  it('shows the cancellation and its refund on the host’s detail and counts it against the host for the operator', async () => {
    const { booking, host } = await guestBooking({ policy: 'moderata', from: 9 });
    await paidBy(booking.id, 'card_sandbox');
    const unpaid = await createBooking(t.db, {
      propertyId: booking.propertyId,
      userId: booking.userId,
      from: 20,
      to: 20,
    });
    const headers = await hostHeaders(host.id);
    const admin = await hostHeaders((await createUser(t.db, { role: 'admin' })).id);
    const counted = async () => ({
      detail: (await call('GET', `admin/users/${host.id}`, admin)).json().data.host_cancellations_count,
      listed: (await call('GET', `admin/users?q=${encodeURIComponent(host.email)}`, admin))
        .json()
        .data.items.find((user: { _id: number }) => user._id === host.id)?.host_cancellations_count,
    });
    expect(await counted()).toEqual({ detail: 0, listed: 0 });

    await call('POST', `host/bookings/${booking.id}/cancel`, headers, { reason: 'Lavori nello stabile' });
    await call('POST', `host/bookings/${unpaid.id}/cancel`, headers, { reason: 'Lavori nello stabile' });
    // The guest cancelling their own booking does not count against the host.
    const own = await guestBooking();
    await call('POST', `booking/${own.booking.id}/cancel`, own.headers);

    const detail = (await call('GET', `host/bookings/${booking.id}`, headers)).json().data;
    expect(detail).toMatchObject({
      status: 'cancelled',
      refunded_amount: 122,
      refunded_amount_cents: 12_200,
      refunds: [{ amount_cents: 12_200, status: 'succeeded', method: 'stripe' }],
    });
    expect(detail.history.at(-1)).toMatchObject({
      to_status: 'cancelled',
      by: 'host',
      reason: 'Lavori nello stabile',
    });
    expect(await counted()).toEqual({ detail: 2, listed: 2 });
    expect(
      (await call('GET', `admin/users/${own.host.id}`, admin)).json().data.host_cancellations_count,
    ).toBe(0);
  });

  it('refunds a transfer to the IBAN on the guest’s profile, or leaves it for the operator to ask', async () => {
    const saved = await guestBooking({ from: 9 });
    await paidBy(saved.booking.id, 'bank_transfer');
    await t.db.update(users).set({ iban: 'IT60X0542811101000000123456' }).where(eq(users.id, saved.guest.id));
    const without = await guestBooking({ from: 9 });
    await paidBy(without.booking.id, 'bank_transfer');
    for (const { booking, host } of [saved, without])
      expect(
        (
          await call('POST', `host/bookings/${booking.id}/cancel`, await hostHeaders(host.id), {
            reason: 'Chiuso',
          })
        ).statusCode,
      ).toBe(200);
    expect(await refundsOf(saved.booking.id)).toMatchObject([
      { status: 'pending', iban: 'IT60X0542811101000000123456' },
    ]);
    expect(await refundsOf(without.booking.id)).toMatchObject([{ status: 'pending', iban: null }]);
  });

  it('answers 404 for another host’s booking and changes nothing', async () => {
    const { booking } = await guestBooking();
    await paidBy(booking.id, 'card_sandbox');
    const other = await createHostUser(t.db);
    const response = await call('POST', `host/bookings/${booking.id}/cancel`, await hostHeaders(other.id), {
      reason: 'Prova',
    });
    expect(response.statusCode).toBe(404);
    expect(await statusOf(booking.id)).toBe('booked');
    expect(await refundsOf(booking.id)).toEqual([]);
  });
});

describe('the operator refunding', () => {
  it('refunds part of a paid booking without cancelling it, never more than is left, and lists refunds', async () => {
    const { booking, headers: guestHeaders } = await guestBooking({ policy: 'rigida', from: 20 });
    await paidBy(booking.id, 'card_sandbox');
    const admin = await createUser(t.db, { role: 'admin' });
    const headers = {
      authorization: `Bearer ${await createSessionToken(t.db, admin.id, t.app.config.sessionSecret)}`,
    };
    const url = `admin/bookings/${booking.id}/refund`;
    const partial = await call('POST', url, headers, { amount_cents: 2000, reason: 'Gesto di cortesia' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().data).toMatchObject({
      amount_cents: 2000,
      status: 'succeeded',
      initiator: 'operator',
      booking_no: booking.bookingNo,
    });
    expect(await statusOf(booking.id)).toBe('booked');

    const above = await call('POST', url, headers, { amount_cents: 10_201, reason: 'Troppo' });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe('L’importo supera quanto resta da rimborsare (102,00 €).');
    const zero = await call('POST', url, headers, { amount_cents: 0, reason: 'Niente' });
    expect(zero.statusCode).toBe(400);
    const unpaid = await guestBooking();
    const nothing = await call('POST', `admin/bookings/${unpaid.booking.id}/refund`, headers, {
      amount_cents: 100,
      reason: 'Prova',
    });
    expect(nothing.statusCode).toBe(409);
    expect(
      (await call('POST', 'admin/bookings/987654/refund', headers, { amount_cents: 1, reason: 'x' }))
        .statusCode,
    ).toBe(404);

    // The guest's own cancellation then refunds at most what is left: half of the payment under 'rigida'.
    const cancelled = await call('POST', `booking/${booking.id}/cancel`, guestHeaders);
    expect(cancelled.json().data.refund_amount_cents).toBe(6100);
    const list = (await call('GET', 'admin/refunds?status=succeeded', headers)).json().data;
    const mine = list.filter((refund: { booking_id: number }) => refund.booking_id === booking.id);
    expect(mine.map((refund: { amount_cents: number }) => refund.amount_cents).sort()).toEqual([2000, 6100]);
    const bad = await call('GET', 'admin/refunds?status=rimborsato', headers);
    expect(bad.statusCode).toBe(400);
  });
});
