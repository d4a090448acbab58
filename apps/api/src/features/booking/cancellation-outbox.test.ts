import { invoices, refunds } from '@scrivania/db/schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendMailTask } from '../../lib/jobs/mail-jobs.ts';
import { createSignedInAdmin } from '../../test/admin-fixtures.ts';
import { jobsOf, tryAgainNow } from '../../test/job-fixtures.ts';
import { stripeSandbox } from '../../test/stripe-sandbox.ts';
import { askRefundTask } from '../payments/refund-service.ts';

/** Mails the mail server refuses before it takes the next ones. */
let mailFailures = 0;

const { t, stripeApi, post, paidByCard, statusOf } = stripeSandbox({
  wrapMailer: (mailer) => ({
    async send(message) {
      if (mailFailures > 0) {
        mailFailures -= 1;
        throw new Error('SMTP non raggiungibile');
      }
      await mailer.send(message);
    },
  }),
});

const refundsOf = (bookingId: number) =>
  t().db.select().from(refunds).where(eq(refunds.bookingId, bookingId));

/** The cancellation mails sent about a booking (guest's and host's), by subject. */
async function cancellationMails(bookingNo: string) {
  return (await t().outbox()).filter((mail) => mail.includes('annullata') && mail.includes(bookingNo));
}

/** A guest's card booking, paid, with the mails its payment queued already sent. */
async function paidBooking() {
  const paid = await paidByCard();
  await t().app.jobs.drain();
  return paid;
}

async function failedJobsListed() {
  const { headers } = await createSignedInAdmin(t());
  const listed = await t().app.inject({
    method: 'GET',
    url: '/backend/api/admin/jobs?state=failed',
    headers,
  });
  expect(listed.statusCode).toBe(200);
  return listed.json().data.jobs as { _id: string; task: string; state: string; last_error: string }[];
}

describe('what a guest cancellation queues', () => {
  it('nothing at all when its transaction fails at the commit: no mail, no refund asked', async () => {
    const { booking, token } = await paidBooking();
    const asked = stripeApi().refundRequests();
    // The database refuses the refund only when the transaction commits, after every job was written.
    await t().db.execute(sql`CREATE OR REPLACE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused at commit'; END $$`);
    await t().db.execute(
      sql.raw(`CREATE CONSTRAINT TRIGGER refuse_refund_at_commit AFTER INSERT ON refunds
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.booking_id = ${booking.id})
        EXECUTE FUNCTION refuse_at_commit()`),
    );
    try {
      expect((await post(`booking/${booking.id}/cancel`, token, {})).statusCode).toBe(500);
    } finally {
      await t().db.execute(sql`DROP TRIGGER refuse_refund_at_commit ON refunds`);
    }
    await t().app.jobs.drain();
    expect(await statusOf(booking.id)).toBe('booked');
    expect(await refundsOf(booking.id)).toEqual([]);
    expect(await jobsOf(t(), askRefundTask.name)).toEqual([]);
    expect(await jobsOf(t(), sendMailTask.name)).toEqual([]);
    expect(await cancellationMails(booking.bookingNo)).toEqual([]);
    expect(stripeApi().refundRequests()).toBe(asked);
  });

  it('mails sent once and a refund made once after the commit, even when the first tries fail', async () => {
    const { booking, token } = await paidBooking();
    const [creates, asked] = [stripeApi().refundCreates(), stripeApi().refundRequests()];
    mailFailures = 1;
    stripeApi().refundBehaviour.loseAnswer = true;
    try {
      const response = await post(`booking/${booking.id}/cancel`, token, {});
      expect(response.statusCode).toBe(200);
      // Stripe made the refund but its answer was lost: the answer says it is under way.
      expect(response.json().data.refund).toEqual({ status: 'pending', method: 'stripe' });
      await t().app.jobs.drain();
    } finally {
      stripeApi().refundBehaviour.loseAnswer = false;
    }
    expect(mailFailures).toBe(0);
    const retrying = [...(await jobsOf(t(), sendMailTask.name)), ...(await jobsOf(t(), askRefundTask.name))];
    expect(retrying.map((job) => [job.task, job.state]).sort()).toEqual([
      [sendMailTask.name, 'retrying'],
      [askRefundTask.name, 'retrying'],
    ]);
    expect(await cancellationMails(booking.bookingNo)).toHaveLength(1);

    for (const job of retrying) await tryAgainNow(t(), job.id);
    await t().app.jobs.drain();
    expect(await jobsOf(t(), sendMailTask.name)).toEqual([]);
    expect(await jobsOf(t(), askRefundTask.name)).toEqual([]);
    const mails = await cancellationMails(booking.bookingNo);
    expect(mails.filter((mail) => mail.includes(`To: ${booking.email}`))).toHaveLength(1);
    expect(mails).toHaveLength(2);
    // Asked twice under one key, refunded once, with one credit note.
    expect(stripeApi().refundRequests()).toBe(asked + 2);
    expect(stripeApi().refundCreates()).toBe(creates + 1);
    const [refund] = await refundsOf(booking.id);
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 12_200 });
    expect(
      await t()
        .db.select()
        .from(invoices)
        .where(eq(invoices.refundId, refund?.id ?? 0)),
    ).toHaveLength(1);
  });

  it('failed jobs the operator finds in the console once the mail server and Stripe fail every try', async () => {
    const { booking, token } = await paidBooking();
    mailFailures = Number.POSITIVE_INFINITY;
    stripeApi().refundBehaviour.loseAnswer = true;
    try {
      expect((await post(`booking/${booking.id}/cancel`, token, {})).statusCode).toBe(200);
      await t().app.jobs.drain();
      const queued = [...(await jobsOf(t(), sendMailTask.name)), ...(await jobsOf(t(), askRefundTask.name))];
      expect(queued).toHaveLength(3);
      for (const job of queued) await tryAgainNow(t(), job.id, { lastTry: true });
      await t().app.jobs.drain();
      const failed = await failedJobsListed();
      expect(failed.filter((job) => queued.some((one) => one.id === job._id))).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            task: sendMailTask.name,
            state: 'failed',
            last_error: expect.stringContaining('SMTP non raggiungibile'),
          }),
          expect.objectContaining({ task: askRefundTask.name, state: 'failed' }),
        ]),
      );
      expect(failed.filter((job) => queued.some((one) => one.id === job._id))).toHaveLength(3);
    } finally {
      mailFailures = 0;
      stripeApi().refundBehaviour.loseAnswer = false;
    }
    // The refund stays under way, for the operator to ask again.
    expect(await refundsOf(booking.id)).toMatchObject([{ status: 'pending', providerRef: null }]);
  });
});
