import { defaultHolds } from '@scrivania/core/booking/lifecycle';
import { messages } from '@scrivania/core/messages.it';
import { bookingStatusChanges, bookings } from '@scrivania/db/schema';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, createBookableProperty, validBilling } from '../../test/booking-fixtures.ts';
import { createHostUser, createSessionToken, daysFromToday } from '../../test/factories.ts';
import { createSignedInUser } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { expireHoldsTask } from './hold-expiry.ts';

const h = messages.booking.host;
const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/backend/api/${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

/** A host with a listing booked on request, and a guest who has asked for it. */
async function askedRequest(options: { days?: [number, number] } = {}) {
  const host = await createHostUser(t.db);
  const hostToken = await createSessionToken(t.db, host.id, t.app.config.sessionSecret);
  const property = await createBookableProperty(t.db, { hostId: host.id, bookingMode: 'request' });
  const guest = await createSignedInUser(t.app);
  const [from, to] = options.days ?? [5, 7];
  const dates = { start_date: daysFromToday(from), end_date: daysFromToday(to) };
  const stored = await call('POST', 'booking/store', guest.token, bookingPayload(property.id, dates));
  expect(stored.statusCode).toBe(200);
  const booking = stored.json().booking as { _id: number; booking_no: string; status: string };
  return { host, hostToken, property, guest, booking, dates };
}

const statusOf = async (id: number) =>
  (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;
const mailsAbout = async (bookingNo: string) => (await t.outbox()).filter((mail) => mail.includes(bookingNo));

describe('request to book', () => {
  it('holds the dates 24 hours as requested, mails the host, and cannot be paid yet', async () => {
    const { booking, guest, host, property, dates } = await askedRequest();
    expect(booking.status).toBe('requested');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking._id));
    const holdMs = (row?.holdExpiresAt?.getTime() ?? 0) - Date.now();
    expect(holdMs).toBeGreaterThan(defaultHolds.requestMs - 60_000);
    expect(holdMs).toBeLessThanOrEqual(defaultHolds.requestMs);

    const [hostMail] = await mailsAbout(booking.booking_no);
    expect(hostMail).toContain(`To: ${host.email}`);
    expect(hostMail).toContain(`Nuova richiesta di prenotazione ${booking.booking_no}`);
    expect(hostMail).toContain(`/host/bookings/${booking._id}`);

    const other = await createSignedInUser(t.app);
    const taken = await call('POST', 'booking/store', other.token, bookingPayload(property.id, dates));
    expect(taken.statusCode).toBe(409);

    const pay = await call('POST', 'payment/card-sandbox', guest.token, {
      booking_id: booking._id,
      card_number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(messages.payments.awaitingHost);

    const orders = (await call('GET', 'order/list', guest.token)).json().data;
    expect(orders[0]).toMatchObject({ _id: booking._id, status: 'requested' });
  });

  it('accepted, gives the guest 24 hours to pay, mails the pay link, and can then be paid', async () => {
    const { booking, guest, hostToken } = await askedRequest();
    const accepted = await call('POST', `host/bookings/${booking._id}/accept`, hostToken);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      success: true,
      message: h.accepted,
      data: { status: 'pending' },
    });
    const holdMs = new Date(accepted.json().data.hold_expires_at).getTime() - Date.now();
    // A day, not the half hour of a booking paid on the spot: the guest may read the mail hours later.
    expect(holdMs).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(holdMs).toBeLessThanOrEqual(24 * 3_600_000);

    const guestMail = (await mailsAbout(booking.booking_no)).find((mail) => mail.includes('accettata'));
    expect(guestMail).toContain(`To: ${validBilling.email}`);
    expect(guestMail).toContain(`${t.app.config.publicUrl}/Payment?bookingId=${booking._id}`);

    const again = await call('POST', `host/bookings/${booking._id}/accept`, hostToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(h.alreadyAccepted);
    expect((await call('POST', `host/bookings/${booking._id}/decline`, hostToken)).json().message).toBe(
      h.alreadyAccepted,
    );

    const payable = (await call('GET', `booking/details/${booking._id}`, guest.token)).json().data;
    const pay = await call('POST', 'payment/card-sandbox', guest.token, {
      booking_id: booking._id,
      amount: payable.payable_amount,
      card_number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(pay.statusCode).toBe(200);
    expect(await statusOf(booking._id)).toBe('booked');
  });

  it('declined with a reason, frees the dates, mails the guest, and records who and why', async () => {
    const { booking, host, hostToken, property, dates } = await askedRequest();
    const declined = await call('POST', `host/bookings/${booking._id}/decline`, hostToken, {
      reason: 'Lo spazio è in ristrutturazione.',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ message: h.declined, data: { status: 'declined' } });
    const guestMail = (await mailsAbout(booking.booking_no)).find((mail) => mail.includes('non accettata'));
    expect(guestMail).toContain('Motivo: Lo spazio è in ristrutturazione.');

    const history = await t.db
      .select()
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingId, booking._id))
      .orderBy(asc(bookingStatusChanges.id));
    expect(history).toMatchObject([
      { fromStatus: null, toStatus: 'requested' },
      {
        fromStatus: 'requested',
        toStatus: 'declined',
        actorUserId: host.id,
        reason: 'Lo spazio è in ristrutturazione.',
      },
    ]);

    const other = await createSignedInUser(t.app);
    const rebooked = await call('POST', 'booking/store', other.token, bookingPayload(property.id, dates));
    expect(rebooked.statusCode).toBe(200);
    expect((await call('POST', `host/bookings/${booking._id}/accept`, hostToken)).json().message).toBe(
      h.alreadyDeclined,
    );
  });

  it('refuses a decline reason longer than 500 characters, changing nothing', async () => {
    const { booking, hostToken } = await askedRequest();
    const response = await call('POST', `host/bookings/${booking._id}/decline`, hostToken, {
      reason: 'x'.repeat(501),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(h.reasonTooLong);
    expect(await statusOf(booking._id)).toBe('requested');
  });

  it('of two accepts at once, exactly one wins', async () => {
    const { booking, hostToken } = await askedRequest();
    const answers = await Promise.all([
      call('POST', `host/bookings/${booking._id}/accept`, hostToken),
      call('POST', `host/bookings/${booking._id}/accept`, hostToken),
      call('POST', `host/bookings/${booking._id}/decline`, hostToken),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const changes = await t.db
      .select()
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingId, booking._id));
    expect(changes).toHaveLength(2);
  });

  it('expires by itself after 24 hours unanswered, mails both, and can no longer be accepted', async () => {
    const { booking, host, hostToken, guest } = await askedRequest({ days: [20, 21] });
    clock.advance(defaultHolds.requestMs + 60_000);
    try {
      const list = (await call('GET', 'host/bookings?status=expired', hostToken)).json().data.bookings;
      expect(list).toMatchObject([{ _id: booking._id, status: 'expired' }]);
      expect(await statusOf(booking._id)).toBe('expired');
      const [change] = await t.db
        .select()
        .from(bookingStatusChanges)
        .where(eq(bookingStatusChanges.bookingId, booking._id))
        .orderBy(asc(bookingStatusChanges.id))
        .offset(1);
      expect(change).toMatchObject({
        toStatus: 'expired',
        actorUserId: null,
        reason: h.requestExpiredReason,
      });

      const expiredMails = (await mailsAbout(booking.booking_no)).filter((mail) =>
        mail.includes(`Richiesta ${booking.booking_no} scaduta`),
      );
      expect(expiredMails).toHaveLength(2);
      expect(expiredMails.some((mail) => mail.includes(`To: ${host.email}`))).toBe(true);

      const accept = await call('POST', `host/bookings/${booking._id}/accept`, hostToken);
      expect(accept.statusCode).toBe(409);
      expect(accept.json().message).toBe(h.requestExpired);
      expect((await call('GET', 'order/list', guest.token)).json().data[0].status).toBe('expired');
    } finally {
      clock.advance(-(defaultHolds.requestMs + 60_000));
    }
  });

  it('a request past its hours is refused as expired even before anything swept it', async () => {
    const { booking, hostToken } = await askedRequest({ days: [30, 31] });
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking._id));
    const accept = await call('POST', `host/bookings/${booking._id}/accept`, hostToken);
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe(h.requestExpired);
  });
});

// This test boots a second app with its own database and migrations, which on a busy two-core
// machine takes longer than the suite's 30 s for a test.
describe('the periodic hold expiry', { timeout: 90_000 }, () => {
  it('runs as a queued job and expires an unanswered request; closing waits for its mails', async () => {
    const ownClock = createTestClock();
    let releaseMails = () => {};
    const mailsHeld = new Promise<void>((resolve) => {
      releaseMails = resolve;
    });
    const swept = await createTestApp({
      clock: ownClock,
      wrapMailer: (mailer) => ({
        async send(message) {
          if (message.subject.includes('scaduta')) await mailsHeld;
          await mailer.send(message);
        },
      }),
    });
    try {
      const host = await createHostUser(swept.db);
      const property = await createBookableProperty(swept.db, { hostId: host.id, bookingMode: 'request' });
      const guest = await createSignedInUser(swept.app);
      const stored = await swept.app.inject({
        method: 'POST',
        url: '/backend/api/booking/store',
        headers: guest.headers,
        payload: bookingPayload(property.id),
      });
      const { _id: id, booking_no: bookingNo } = stored.json().booking as { _id: number; booking_no: string };
      ownClock.advance(defaultHolds.requestMs + 1000);
      // What the queue's cron does once a minute in one of the processes.
      await swept.app.jobs.runNow(expireHoldsTask);
      await expect
        .poll(
          async () =>
            (await swept.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]
              ?.status,
          { timeout: 10_000 },
        )
        .toBe('expired');

      let closed = false;
      const closing = swept.app.close().then(() => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(closed).toBe(false);
      releaseMails();
      await closing;
      // Closing finishes the mail under way; the other waits in the queue for the next start, not lost.
      // The queue has stopped: the outbox is read as closing left it, with nothing drained.
      const queued = (await swept.app.jobs.counts()).waiting;
      const expiredMails = (await swept.outbox({ drain: false })).filter((mail) =>
        mail.includes(`Richiesta ${bookingNo} scaduta`),
      );
      expect(expiredMails.length).toBeGreaterThanOrEqual(1);
      expect(expiredMails.length + queued).toBe(2);
    } finally {
      releaseMails();
      await swept.close();
    }
  });
});
