import { bookings, paymentEvents } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stripeSandbox } from '../../test/stripe-sandbox.ts';

const { t, stripeApi, guestWithBooking, post, statusOf, paymentsOf, webhook, stripeEvent, intentFor } =
  stripeSandbox();
const intentEvent = (intent: object, type = 'payment_intent.succeeded') => stripeEvent(type, intent);

describe('Stripe', () => {
  it('tells the page the publishable key and lets Stripe.js through the content security policy', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/backend/api/payment/config' });
    expect(response.json().data.card).toEqual({ mode: 'stripe', publishable_key: 'pk_test_key' });
    // Stripe.js may load and open its frames only because Stripe is configured.
    expect(response.headers['content-security-policy']).toContain('script-src');
    expect(response.headers['content-security-policy']).toContain('https://js.stripe.com');
  });

  it("creates a PaymentIntent for the booking's own amount in cents and reuses it when asked again", async () => {
    const { booking, token } = await guestWithBooking();
    const { secret, intentId } = await intentFor(token, booking.id);
    const intent = stripeApi().intents.get(intentId);
    expect(intent).toMatchObject({
      amount: 12_200,
      currency: 'eur',
      metadata: { booking_id: String(booking.id) },
    });
    expect(secret).toBe(intent?.client_secret);
    expect((await intentFor(token, booking.id)).intentId).toBe(intentId);
    expect(await paymentsOf(booking.id)).toMatchObject([
      { provider: 'stripe', providerRef: intentId, status: 'created' },
    ]);
    const tampered = await post('payment/stripe', token, { booking_id: booking.id, amount: 1.22 });
    expect(tampered.statusCode).toBe(400);
  });

  it('books on a signed payment_intent.succeeded webhook, without the browser, and applies 20 replays once', async () => {
    const { booking, token } = await guestWithBooking();
    const { intentId } = await intentFor(token, booking.id);
    const event = intentEvent(stripeApi().succeed(intentId));
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await statusOf(booking.id)).toBe('booked');
    expect(await paymentsOf(booking.id)).toMatchObject([{ status: 'succeeded', amountCents: 12_200 }]);
    expect(await t().db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(
      1,
    );
    const mails = (await t().outbox()).filter((mail) =>
      mail.includes(`Prenotazione ${booking.bookingNo} confermata`),
    );
    expect(mails).toHaveLength(1);
  });

  it('refuses unsigned and wrongly signed webhooks and changes nothing', async () => {
    const { booking, token } = await guestWithBooking();
    const { intentId } = await intentFor(token, booking.id);
    const event = intentEvent(stripeApi().succeed(intentId));
    for (const options of [{ sign: false }, { secret: 'whsec_wrong' }]) {
      const response = await webhook(event, options);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Firma del webhook non valida.');
    }
    expect(await statusOf(booking.id)).toBe('pending');
    expect(await t().db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toEqual([]);
  });

  it('refuses and records a charge whose amount does not match the booking', async () => {
    const { booking, token } = await guestWithBooking();
    const { intentId } = await intentFor(token, booking.id);
    const response = await webhook(intentEvent(stripeApi().succeed(intentId, 100)));
    expect(response.statusCode).toBe(200);
    expect(await statusOf(booking.id)).toBe('pending');
    expect(await paymentsOf(booking.id)).toMatchObject([
      {
        status: 'refused',
        amountCents: 100,
        failureMessage: "L'importo non corrisponde a quello della prenotazione.",
      },
    ]);
  });

  it('refuses money that arrives after the hold lapsed: the booking expires and the charge is kept for a refund', async () => {
    const { booking, token } = await guestWithBooking();
    const { intentId } = await intentFor(token, booking.id);
    await t()
      .db.update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, booking.id));
    expect((await webhook(intentEvent(stripeApi().succeed(intentId)))).statusCode).toBe(200);
    expect(await statusOf(booking.id)).toBe('expired');
    expect(await paymentsOf(booking.id)).toMatchObject([{ status: 'refused', amountCents: 12_200 }]);
  });

  it('records a declined card and keeps the booking payable', async () => {
    const { booking, token } = await guestWithBooking();
    const { intentId } = await intentFor(token, booking.id);
    const declined = stripeApi().decline(intentId, 'Your card was declined.');
    await webhook(intentEvent(declined, 'payment_intent.payment_failed'));
    expect(await statusOf(booking.id)).toBe('pending');
    expect(await paymentsOf(booking.id)).toMatchObject([
      { status: 'failed', failureMessage: 'Your card was declined.' },
    ]);
  });

  it('confirms from the page by asking Stripe, and a later webhook changes nothing', async () => {
    const { booking, token } = await guestWithBooking();
    const { intentId } = await intentFor(token, booking.id);
    const notYet = await post('payment/stripe/confirm', token, {
      booking_id: booking.id,
      payment_intent_id: intentId,
    });
    expect(notYet.statusCode).toBe(402);
    const intent = stripeApi().succeed(intentId);
    const confirmed = await post('payment/stripe/confirm', token, {
      booking_id: booking.id,
      payment_intent_id: intentId,
    });
    expect(confirmed.json()).toMatchObject({ success: true, data: { status: 'booked' } });
    expect((await webhook(intentEvent(intent))).statusCode).toBe(200);
    expect((await paymentsOf(booking.id)).filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });

  it('refuses a second payment of a paid booking', async () => {
    const { booking, token } = await guestWithBooking();
    const { intentId } = await intentFor(token, booking.id);
    await webhook(intentEvent(stripeApi().succeed(intentId)));
    const again = await post('payment/stripe', token, { booking_id: booking.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Questa prenotazione è già stata pagata.');
  });

  it('has no card sandbox when Stripe is configured', async () => {
    const { booking, token } = await guestWithBooking();
    const response = await post('payment/card-sandbox', token, {
      booking_id: booking.id,
      card_number: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(response.statusCode).toBe(404);
  });
});
