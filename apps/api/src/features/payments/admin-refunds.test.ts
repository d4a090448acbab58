import { auditLog, invoices, payments, refunds } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../test/admin-fixtures.ts';
import { stripeSandbox } from '../../test/stripe-sandbox.ts';

const { t, stripeApi, guestWithBooking, webhook, stripeEvent, paidByCard } = stripeSandbox();

const refundRow = async (id: number) => (await t().db.select().from(refunds).where(eq(refunds.id, id)))[0];
const auditOf = (kind: string, refundId: number) =>
  t()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.kind, kind), eq(auditLog.targetId, String(refundId))));

/** Polls until `check` finds something (a call under way in the app has reached the double). */
async function waitFor<T>(check: () => T | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = check();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('waited 2 s in vain');
}

async function operator() {
  const admin = await createSignedInAdmin(t());
  const call = (url: string, payload: object = {}) =>
    t().app.inject({ method: 'POST', url: `/backend/api/${url}`, headers: admin.headers, payload });
  const read = (url: string) =>
    t().app.inject({ method: 'GET', url: `/backend/api/${url}`, headers: admin.headers });
  return { admin, call, read };
}

/** The operator refunds 20 € of a card booking while Stripe fails every new refund. */
async function failedRefund() {
  const { booking } = await paidByCard();
  const { admin, call } = await operator();
  stripeApi().refundBehaviour.status = 'failed';
  try {
    const response = await call(`admin/bookings/${booking.id}/refund`, {
      amount_cents: 2000,
      reason: 'Disservizio del wifi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'failed', amount_cents: 2000 });
    return { booking, admin, call, refundId: response.json().data._id as number };
  } finally {
    stripeApi().refundBehaviour.status = 'succeeded';
  }
}

describe('the operator retrying a failed refund', () => {
  it('asks Stripe once for two retries at once, under a new key, and records it once', async () => {
    const { admin, call, refundId } = await failedRefund();
    const failed = await refundRow(refundId);
    const before = stripeApi().refundCreates();

    const answers = await Promise.all([
      call(`admin/refunds/${refundId}/retry`),
      call(`admin/refunds/${refundId}/retry`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const ok = answers.find((answer) => answer.statusCode === 200);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(ok?.json()).toMatchObject({
      message: 'Rimborso inviato di nuovo.',
      data: { _id: refundId, status: 'succeeded', amount_cents: 2000, failure_message: null },
    });
    expect(refused?.json().message).toBe(
      'Si può riprovare solo un rimborso fallito: questo è già in corso o riuscito.',
    );
    expect(stripeApi().refundCreates()).toBe(before + 1);
    const retried = await refundRow(refundId);
    expect(retried).toMatchObject({ status: 'succeeded', idempotencyKey: `${failed?.idempotencyKey}~2` });
    expect(retried?.providerRef).not.toBe(failed?.providerRef);
    expect(stripeApi().refunds.get(retried?.providerRef ?? '')?.metadata.refund_key).toBe(
      retried?.idempotencyKey,
    );
    expect(await auditOf('refund.retry', refundId)).toMatchObject([
      { actorUserId: admin.id, targetType: 'refund' },
    ]);
  });

  it('is not settled by a late event about the attempt that failed while its own answer is lost', async () => {
    const { call, refundId } = await failedRefund();
    const failed = await refundRow(refundId);
    const oldAttempt = stripeApi().refunds.get(failed?.providerRef ?? '');
    stripeApi().refundBehaviour.loseAnswer = true;
    try {
      const answer = await call(`admin/refunds/${refundId}/retry`);
      expect(answer.json().data).toMatchObject({ status: 'pending', provider_ref: null });
    } finally {
      stripeApi().refundBehaviour.loseAnswer = false;
    }
    const late = await webhook(stripeEvent('refund.failed', { ...oldAttempt, status: 'failed' }));
    expect(late.statusCode).toBe(200);
    expect((await refundRow(refundId))?.status).toBe('pending');

    const key = (await refundRow(refundId))?.idempotencyKey;
    const current = [...stripeApi().refunds.values()].find((refund) => refund.metadata.refund_key === key);
    await webhook(stripeEvent('refund.updated', { ...current, status: 'succeeded' }));
    expect(await refundRow(refundId)).toMatchObject({ status: 'succeeded', providerRef: current?.id });
  });

  it('is not settled by the late answer to the attempt before it, which Stripe gave after it had failed', async () => {
    const { booking } = await paidByCard();
    const { call } = await operator();
    let answerFirst = () => {};
    stripeApi().refundBehaviour.holdNextAnswer = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    const firstCall = call(`admin/bookings/${booking.id}/refund`, { amount_cents: 2000, reason: 'Rumore' });
    // While Stripe's answer to the first attempt is on its way, its webhook says that attempt failed.
    const firstAttempt = await waitFor(() =>
      [...stripeApi().refunds.values()].find((refund) => refund.metadata.booking_id === String(booking.id)),
    );
    const refundId = Number(firstAttempt.metadata.refund_id);
    await webhook(stripeEvent('refund.failed', { ...firstAttempt, status: 'failed' }));
    expect((await refundRow(refundId))?.status).toBe('failed');

    // The operator retries; the second attempt's answer is lost.
    stripeApi().refundBehaviour.loseAnswer = true;
    try {
      expect((await call(`admin/refunds/${refundId}/retry`)).json().data).toMatchObject({
        status: 'pending',
        provider_ref: null,
      });
    } finally {
      stripeApi().refundBehaviour.loseAnswer = false;
    }
    const secondKey = (await refundRow(refundId))?.idempotencyKey;
    expect(secondKey).toBe(`${firstAttempt.metadata.refund_key}~2`);

    // A replay of the first attempt's event, even one without our key, is not about the second.
    const { refund_key: _key, ...withoutKey } = firstAttempt.metadata;
    await webhook(
      stripeEvent('refund.updated', { ...firstAttempt, metadata: withoutKey, status: 'succeeded' }),
    );
    expect((await refundRow(refundId))?.status).toBe('pending');

    // The first attempt's answer ('succeeded', about Stripe's first refund) arrives now: it is not the second's.
    answerFirst();
    expect((await firstCall).statusCode).toBe(200);
    expect(await refundRow(refundId)).toMatchObject({
      status: 'pending',
      providerRef: null,
      idempotencyKey: secondKey,
    });
    expect(await t().db.select().from(invoices).where(eq(invoices.refundId, refundId))).toEqual([]);

    // The second attempt is settled by what Stripe says of it alone.
    const second = [...stripeApi().refunds.values()].find(
      (refund) => refund.metadata.refund_key === secondKey,
    );
    await webhook(stripeEvent('refund.updated', { ...second, status: 'succeeded' }));
    expect(await refundRow(refundId)).toMatchObject({ status: 'succeeded', providerRef: second?.id });
  });

  it('refuses a retry when other refunds took what is left, and answers 404 for an unknown refund', async () => {
    const { booking, call, refundId } = await failedRefund();
    const rest = await call(`admin/bookings/${booking.id}/refund`, { amount_cents: 11_200, reason: 'Saldo' });
    expect(rest.json().data.status).toBe('succeeded');
    const refused = await call(`admin/refunds/${refundId}/retry`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Nel frattempo è stato rimborsato altro: resta da rimborsare 10,00 €, meno di questo rimborso.',
    );
    expect((await refundRow(refundId))?.status).toBe('failed');
    expect((await call('admin/refunds/987654/retry')).statusCode).toBe(404);
    expect((await call('admin/refunds/987654/mark-sent')).statusCode).toBe(404);
  });
});

/** The operator refunds 20 € of a card booking; Stripe makes the refund but its answer is lost. */
async function lostAnswer() {
  const { booking } = await paidByCard();
  const { admin, call } = await operator();
  stripeApi().refundBehaviour.loseAnswer = true;
  try {
    const response = await call(`admin/bookings/${booking.id}/refund`, {
      amount_cents: 2000,
      reason: 'Proiettore guasto',
    });
    expect(response.json().data).toMatchObject({ status: 'pending', provider_ref: null });
    return { admin, call, refundId: response.json().data._id as number };
  } finally {
    stripeApi().refundBehaviour.loseAnswer = false;
  }
}

describe('the operator asking again for a refund whose answer was lost', () => {
  it('gets back the refund Stripe made under the same key, never a second one, even asked twice at once', async () => {
    const { admin, call, refundId } = await lostAnswer();
    const lost = await refundRow(refundId);
    const made = [...stripeApi().refunds.values()].find(
      (refund) => refund.metadata.refund_id === String(refundId),
    );
    const creates = stripeApi().refundCreates();
    const requests = stripeApi().refundRequests();

    // Asked together, the two share one ask: a second read after the first answer would find the
    // refund no longer lost and refuse it, depending on timing.
    const answers = await Promise.all([
      call(`admin/refunds/${refundId}/resend`),
      call(`admin/refunds/${refundId}/resend`),
    ]);
    expect(stripeApi().refundRequests()).toBe(requests + 1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        message: 'Il provider ha confermato il rimborso.',
        data: { _id: refundId, status: 'succeeded', provider_ref: made?.id, amount_cents: 2000 },
      });
    }
    expect(stripeApi().refundCreates()).toBe(creates);
    expect(await refundRow(refundId)).toMatchObject({
      status: 'succeeded',
      providerRef: made?.id,
      idempotencyKey: lost?.idempotencyKey,
    });
    expect(await t().db.select().from(invoices).where(eq(invoices.refundId, refundId))).toHaveLength(1);
    const audit = await auditOf('refund.resend', refundId);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.id,
      targetType: 'refund',
      before: { status: 'pending', idempotency_key: lost?.idempotencyKey },
      after: { status: 'succeeded', provider_ref: made?.id },
    });

    const again = await call(`admin/refunds/${refundId}/resend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Si richiede di nuovo solo un rimborso con carta o PayPal in corso senza risposta del provider.',
    );
  });

  it('says the refund stays pending when the answer is lost again, and the next ask settles it', async () => {
    const { call, refundId } = await lostAnswer();
    stripeApi().refundBehaviour.loseAnswer = true;
    try {
      const still = await call(`admin/refunds/${refundId}/resend`);
      expect(still.json()).toMatchObject({
        message: 'Il provider non ha ancora risposto: il rimborso resta in corso.',
        data: { status: 'pending', provider_ref: null },
      });
    } finally {
      stripeApi().refundBehaviour.loseAnswer = false;
    }
    const creates = stripeApi().refundCreates();
    expect((await call(`admin/refunds/${refundId}/resend`)).json().data.status).toBe('succeeded');
    expect(stripeApi().refundCreates()).toBe(creates);
  });

  it('refuses a failed refund, one the provider answered and a bank transfer; an unknown one is 404', async () => {
    const { call, refundId } = await failedRefund();
    expect((await call(`admin/refunds/${refundId}/resend`)).statusCode).toBe(409);
    expect((await refundRow(refundId))?.status).toBe('failed');
    const { booking } = await paidByCard();
    const answered = await call(`admin/bookings/${booking.id}/refund`, {
      amount_cents: 1000,
      reason: 'Sconto',
    });
    expect((await call(`admin/refunds/${answered.json().data._id}/resend`)).statusCode).toBe(409);
    expect((await call('admin/refunds/987654/resend')).statusCode).toBe(404);
  });
});

describe('the operator refunding from the console', () => {
  it('mails the guest the amount and the method, and shows the refunds on the booking', async () => {
    const { booking } = await paidByCard();
    const { call, read } = await operator();
    const response = await call(`admin/bookings/${booking.id}/refund`, {
      amount_cents: 3550,
      reason: 'Aria condizionata guasta',
    });
    expect(response.statusCode).toBe(200);
    const mail = (await t().outbox()).find((text) =>
      text.includes(`Rimborso per la prenotazione ${booking.bookingNo}`),
    );
    expect(mail).toContain('ti rimborsiamo 35,50 € sulla carta usata per pagare.');
    expect(mail).toContain('Motivo: Aria condizionata guasta');

    const detail = (await read(`admin/bookings/${booking.id}`)).json().data;
    expect(detail.refundable_amount_cents).toBe(12_200 - 3550);
    expect(detail.refunds).toMatchObject([
      { amount_cents: 3550, status: 'succeeded', method: 'stripe', reason: 'Aria condizionata guasta' },
    ]);
    expect(detail.status).toBe('booked');
  });
});

describe('the operator marking a bank refund sent', () => {
  it('turns a pending transfer refund into a succeeded one once, audited; other refunds are refused', async () => {
    const { booking } = await guestWithBooking({ status: 'booked', holdExpiresAt: null });
    await t()
      .db.insert(payments)
      .values({
        bookingId: booking.id,
        provider: 'bank_transfer',
        providerRef: `transfer-${booking.id}`,
        amountCents: 12_200,
        status: 'succeeded',
      });
    const [payment] = await t().db.select().from(payments).where(eq(payments.bookingId, booking.id));
    // An earlier transfer refund, sent to the IBAN the guest gave.
    await t()
      .db.insert(refunds)
      .values({
        bookingId: booking.id,
        paymentId: payment?.id ?? 0,
        method: 'bank_transfer',
        amountCents: 1000,
        status: 'succeeded',
        idempotencyKey: `earlier-${booking.id}`,
        initiator: 'guest',
        iban: 'IT60X0542811101000000123456',
      });
    const { admin, call } = await operator();
    const due = await call(`admin/bookings/${booking.id}/refund`, { amount_cents: 5000, reason: 'Disdetta' });
    expect(due.json().data).toMatchObject({
      status: 'pending',
      method: 'wireTransfer',
      iban: 'IT60X0542811101000000123456',
    });
    const refundId = due.json().data._id as number;
    expect((await call(`admin/refunds/${refundId}/retry`)).statusCode).toBe(409);
    expect((await call(`admin/refunds/${refundId}/resend`)).statusCode).toBe(409);

    const sent = await call(`admin/refunds/${refundId}/mark-sent`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Bonifico di rimborso segnato come inviato.',
      data: { _id: refundId, status: 'succeeded' },
    });
    const mails = (await t().outbox()).filter((text) =>
      text.includes(`Bonifico di rimborso inviato per la prenotazione ${booking.bookingNo}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${booking.email}`);
    expect(mails[0]).toContain(
      `abbiamo inviato il bonifico di 50,00 € sull’IBAN che termina con 3456, a rimborso della prenotazione ${booking.bookingNo}`,
    );
    expect(mails[0]).not.toContain('IT60X0542811101000000123456');

    const again = await call(`admin/refunds/${refundId}/mark-sent`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Questo rimborso non è in attesa del bonifico: è già stato inviato o è fallito.',
    );
    expect(await auditOf('refund.mark_sent', refundId)).toMatchObject([
      { actorUserId: admin.id, targetType: 'refund' },
    ]);

    const card = await failedRefund();
    const notBank = await call(`admin/refunds/${card.refundId}/mark-sent`);
    expect(notBank.statusCode).toBe(409);
    expect(notBank.json().message).toBe(
      'Solo il rimborso di un bonifico si segna come inviato: gli altri li conferma il provider.',
    );
  });
});
