import { paymentEvents, refunds } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stripeSandbox } from '../../test/stripe-sandbox.ts';

const { t, stripeApi, post, webhook, stripeEvent, paidByCard } = stripeSandbox();
const refundEvent = (refund: object, type = 'refund.updated') => stripeEvent(type, refund);
const refundsOf = (bookingId: number) =>
  t().db.select().from(refunds).where(eq(refunds.bookingId, bookingId));

describe('Stripe refunds', () => {
  it('refunds the PaymentIntent with the Refunds API, our id as metadata and one idempotency key', async () => {
    const { booking, token, intentId } = await paidByCard();
    const before = stripeApi().refundCreates();
    const response = await post(`booking/${booking.id}/cancel`, token, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      refund_amount_cents: 12_200,
      refund: { status: 'succeeded', method: 'stripe' },
    });
    expect(stripeApi().refundCreates()).toBe(before + 1);
    const [ours] = await refundsOf(booking.id);
    const theirs = stripeApi().refunds.get(ours?.providerRef ?? '');
    expect(theirs).toMatchObject({
      amount: 12_200,
      payment_intent: intentId,
      metadata: { refund_id: String(ours?.id), booking_id: String(booking.id) },
    });
    expect(ours).toMatchObject({ method: 'stripe', status: 'succeeded', amountCents: 12_200 });
  });

  it('keeps a refund pending until Stripe confirms it by webhook; replays and unknown refunds change nothing', async () => {
    stripeApi().refundBehaviour.status = 'pending';
    const { booking, token } = await paidByCard();
    try {
      const response = await post(`booking/${booking.id}/cancel`, token, {});
      expect(response.json().data.refund).toEqual({ status: 'pending', method: 'stripe' });
    } finally {
      stripeApi().refundBehaviour.status = 'succeeded';
    }
    const [pending] = await refundsOf(booking.id);
    expect(pending?.status).toBe('pending');
    const theirs = stripeApi().refunds.get(pending?.providerRef ?? '');
    const event = refundEvent({ ...theirs, status: 'succeeded' });
    for (let i = 0; i < 100; i++) expect((await webhook(event)).statusCode).toBe(200);
    expect(await refundsOf(booking.id)).toMatchObject([{ status: 'succeeded', providerRef: theirs?.id }]);
    expect(await t().db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(
      1,
    );

    // A later failure for the same refund cannot undo a confirmed one.
    await webhook(refundEvent({ ...theirs, status: 'failed', failure_reason: 'expired_or_canceled_card' }));
    expect((await refundsOf(booking.id))[0]?.status).toBe('succeeded');

    const unknown = await webhook(
      refundEvent({ id: 're_unknown', object: 'refund', status: 'succeeded', amount: 5, metadata: {} }),
    );
    expect(unknown.statusCode).toBe(200);
    expect(await refundsOf(booking.id)).toHaveLength(1);
  });

  it('reconciles a refund whose answer was lost from the webhook, and never refunds twice', async () => {
    const { booking, token } = await paidByCard();
    stripeApi().refundBehaviour.loseAnswer = true;
    try {
      const response = await post(`booking/${booking.id}/cancel`, token, {});
      expect(response.statusCode).toBe(200);
      expect(response.json().data.refund).toEqual({ status: 'pending', method: 'stripe' });
    } finally {
      stripeApi().refundBehaviour.loseAnswer = false;
    }
    const [lost] = await refundsOf(booking.id);
    expect(lost).toMatchObject({ status: 'pending', providerRef: null });
    const made = [...stripeApi().refunds.values()].filter((r) => r.metadata.refund_id === String(lost?.id));
    expect(made).toHaveLength(1);

    // Cancelling again changes nothing: the booking is cancelled and its one refund stands.
    expect((await post(`booking/${booking.id}/cancel`, token, {})).statusCode).toBe(409);
    const charge = {
      id: 'ch_reconciled',
      object: 'charge',
      refunded: true,
      refunds: { object: 'list', data: [made[0]] },
    };
    expect((await webhook(refundEvent(charge, 'charge.refunded'))).statusCode).toBe(200);
    expect(await refundsOf(booking.id)).toMatchObject([{ status: 'succeeded', providerRef: made[0]?.id }]);
    expect(
      [...stripeApi().refunds.values()].filter((r) => r.metadata.refund_id === String(lost?.id)),
    ).toHaveLength(1);
  });
});
