import { messages } from '@scrivania/core/messages.it';
import { bookings, users } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createHostUser, createUser } from '../../test/factories.ts';
import { paymentFixtures } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { guestWithBooking, post, bookingRow, paymentsOf, tokenFor } = paymentFixtures(() => t);

describe('bank transfer', () => {
  it('waits for the transfer with the longer hold and mails IBAN, holder, amount and reference, once', async () => {
    const { booking, token } = await guestWithBooking();
    const response = await post('payment/bank-transfer', token, { booking_id: booking.id });
    expect(response.json()).toMatchObject({ success: true, data: { status: 'awaiting_transfer' } });
    const row = await bookingRow(booking.id);
    expect(row?.status).toBe('awaiting_transfer');
    const holdMs = new Date(row?.holdExpiresAt ?? 0).getTime() - Date.now();
    expect(holdMs).toBeGreaterThan(71 * 3600_000);
    await post('payment/bank-transfer', token, { booking_id: booking.id });
    const mails = (await t.outbox()).filter((mail) =>
      mail.includes(`Istruzioni per il bonifico - prenotazione ${booking.bookingNo}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('IBAN: IT60 X054 2811 1010 0000 0123 456');
    expect(mails[0]).toContain('Intestatario: Scrivania S.r.l.');
    expect(mails[0]).toContain('Importo: 122,00 €');
    expect(mails[0]).toContain(`Causale: ${booking.bookingNo}`);
  });

  it('is marked received by an admin only: the money goes to the operator, not to the host', async () => {
    const { booking, token, host } = await guestWithBooking();
    await post('payment/bank-transfer', token, { booking_id: booking.id });
    const url = `payment/bank-transfer/${booking.id}/received`;
    expect((await post(url, null, {})).statusCode).toBe(401);
    for (const refused of [token, await tokenFor(host.id), await tokenFor((await createHostUser(t.db)).id)]) {
      const response = await post(url, refused, {});
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Non hai i permessi per questa operazione.');
    }
    expect((await bookingRow(booking.id))?.status).toBe('awaiting_transfer');
    const adminToken = await tokenFor((await createUser(t.db, { role: 'admin' })).id);
    expect((await post(url, adminToken, { amount: 100 })).statusCode).toBe(409);
    expect((await bookingRow(booking.id))?.status).toBe('awaiting_transfer');
    const received = await post(url, adminToken, {});
    expect(received.json()).toMatchObject({
      message: 'Bonifico registrato: la prenotazione è confermata.',
      data: { status: 'booked' },
    });
    expect((await post(url, adminToken, {})).statusCode).toBe(200);
    expect(await paymentsOf(booking.id)).toMatchObject([{ provider: 'bank_transfer', status: 'succeeded' }]);
    expect((await post('payment/bank-transfer/999999999/received', adminToken, {})).statusCode).toBe(404);
  });

  it('switches a booking to bank transfer once: a lapsed or reopened booking gets no second 3-day hold', async () => {
    const { booking, token } = await guestWithBooking();
    await post('payment/bank-transfer', token, { booking_id: booking.id });
    const firstHold = (await bookingRow(booking.id))?.holdExpiresAt;
    const mails = async () =>
      (await t.outbox()).filter((mail) =>
        mail.includes(`Istruzioni per il bonifico - prenotazione ${booking.bookingNo}`),
      );
    // The transfer hold lapses: the booking is no longer payable, by transfer or otherwise.
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));
    const lapsed = await post('payment/bank-transfer', token, { booking_id: booking.id });
    expect(lapsed.statusCode).toBe(409);
    // Back to pending with a fresh hold (as reopening a booking would do): still no second switch.
    await t.db
      .update(bookings)
      .set({ status: 'pending', holdExpiresAt: new Date(Date.now() + 10 * 60_000) })
      .where(eq(bookings.id, booking.id));
    const again = await post('payment/bank-transfer', token, { booking_id: booking.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Il bonifico per questa prenotazione è già stato richiesto una volta: scegli un altro metodo di pagamento.',
    );
    const row = await bookingRow(booking.id);
    expect(row?.status).toBe('pending');
    expect(row?.holdExpiresAt?.getTime()).toBeLessThan(Date.now() + 11 * 60_000);
    expect(row?.holdExpiresAt).not.toEqual(firstHold);
    expect(await mails()).toHaveLength(1);
    expect(await paymentsOf(booking.id)).toHaveLength(1);
  });

  it('cannot mark a booking that does not await a transfer', async () => {
    const { booking } = await guestWithBooking();
    const adminToken = await tokenFor((await createUser(t.db, { role: 'admin' })).id);
    const response = await post(`payment/bank-transfer/${booking.id}/received`, adminToken, {});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Questa prenotazione non è in attesa di un bonifico.');
  });
});

describe('holds by bank transfer that cannot be hoarded', () => {
  it('need a verified address, and say how to verify it', async () => {
    const { booking, guest, token } = await guestWithBooking();
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, guest.id));
    const refused = await post('payment/bank-transfer', token, { booking_id: booking.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: messages.payments.transferNeedsVerifiedEmail });
    expect(refused.json().message).toContain("dal tuo profilo con 'Invia di nuovo il link'");
    const row = await bookingRow(booking.id);
    expect(row?.status).toBe('pending');
    expect(row?.holdExpiresAt?.getTime()).toBeLessThan(Date.now() + 31 * 60_000);
    expect(await paymentsOf(booking.id)).toEqual([]);

    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, guest.id));
    expect((await post('payment/bank-transfer', token, { booking_id: booking.id })).statusCode).toBe(200);
  });

  it('are at most 2 per user at once: the third is refused naming the open ones', async () => {
    const { booking: first, guest, token } = await guestWithBooking();
    const another = (from: number) =>
      createBooking(t.db, { propertyId: first.propertyId, userId: guest.id, from, to: from + 1 });
    const second = await another(40);
    const third = await another(42);
    for (const booking of [first, second])
      expect((await post('payment/bank-transfer', token, { booking_id: booking.id })).statusCode).toBe(200);
    const refused = await post('payment/bank-transfer', token, { booking_id: third.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      messages.payments.tooManyTransfers([first.bookingNo, second.bookingNo]),
    );
    expect(refused.json().message).toContain(`(${first.bookingNo}, ${second.bookingNo})`);
    expect((await bookingRow(third.id))?.status).toBe('pending');
    // Asking again for one already awaited answers as before.
    expect((await post('payment/bank-transfer', token, { booking_id: second.id })).statusCode).toBe(200);

    // Once one of them is paid, a third may wait for its transfer.
    const adminToken = await tokenFor((await createUser(t.db, { role: 'admin' })).id);
    await post(`payment/bank-transfer/${first.id}/received`, adminToken, {});
    expect((await post('payment/bank-transfer', token, { booking_id: third.id })).statusCode).toBe(200);
  });

  it('are counted on the user’s locked row: of several asked at once, only the allowed ones switch', async () => {
    const { booking: first, guest, token } = await guestWithBooking();
    const rest = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        createBooking(t.db, {
          propertyId: first.propertyId,
          userId: guest.id,
          from: 50 + i * 2,
          to: 51 + i * 2,
        }),
      ),
    );
    const answers = await Promise.all(
      [first, ...rest].map((booking) => post('payment/bank-transfer', token, { booking_id: booking.id })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
  });
});
