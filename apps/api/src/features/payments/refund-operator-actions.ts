import type { AdminRefund, AdminRefundBody } from '@scrivania/core/booking/cancellation-schemas';
import type { RefundStatus } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import type { DbTransaction } from '@scrivania/db/client';
import type { FastifyInstance } from 'fastify';
import { queueMail } from '../../lib/jobs/mail-jobs.ts';
import { HttpError } from '../../plugins/errors.ts';
import { mailAmount } from '../../providers/mail.ts';
import { writeAuditRecord } from '../audit/audit-service.ts';
import type { InvoiceService } from '../invoicing/invoice-service.ts';
import { createPayoutLedger } from '../payouts/payout-service.ts';
import { operatorRefundGuestMail, refundTransferSentGuestMail } from './payment-mails.ts';
import { createPaymentRepository, type PayableBooking } from './payment-repository.ts';
import { nextRefundAttemptKey } from './payment-rules.ts';
import { createRefundRepository, type RefundOpening, type RefundRow } from './refund-repository.ts';
import type { RefundSending } from './refund-sending.ts';
import { REFUND_METHOD, toAdminRefund } from './refund-views.ts';

const REFUND_LIST_LIMIT = 200;

/** What the operator does with refunds from the console: give back, retry, ask again, mark sent, list. */
export function createOperatorRefundActions(
  app: FastifyInstance,
  deps: {
    sending: Pick<RefundSending, 'queueAsk' | 'answered'>;
    open: (
      tx: DbTransaction,
      input: RefundOpening,
    ) => Promise<{ refund: RefundRow; askJob: string | null } | null>;
    refundable: (
      tx: DbTransaction,
      bookingId: number,
    ) => Promise<{ payment: { amountCents: number }; refundedCents: number } | null>;
    invoicing: InvoiceService;
  },
) {
  const { sending, open, refundable, invoicing } = deps;
  const repository = createRefundRepository(app.db);
  const paymentRepository = createPaymentRepository(app.db);
  const payouts = createPayoutLedger(app);

  const c = messages.booking.cancellation;

  /** The resends under way in this process, by refund: operators asking together share one ask. */
  const resending = new Map<
    number,
    Promise<{ lost: RefundRow; booking: NonNullable<PayableBooking>; answered: RefundRow }>
  >();

  /**
   * Locks a refund's booking, then the refund, in the order every change of a booking's refunds takes
   * them, so a retry never deadlocks with a new refund or a cancellation of the same booking.
   */
  async function lockRefund(tx: DbTransaction, refundId: number) {
    const seen = await repository.find(refundId, tx);
    const booking = seen && (await paymentRepository.findBooking(seen.bookingId, tx, true));
    const refund = booking && (await repository.findLocked(tx, refundId));
    if (!booking || !refund) throw new HttpError(404, c.refundNotFound);
    return { booking, refund };
  }

  return {
    /**
     * The operator gives back part or all of what is left of a paid booking, without cancelling it;
     * the booking's row lock makes parallel refunds take turns, so they never exceed what was paid.
     */
    async operatorRefund(bookingId: number, operatorId: number, body: AdminRefundBody): Promise<AdminRefund> {
      const outcome = await app.db.transaction(async (tx) => {
        const booking = await paymentRepository.findBooking(bookingId, tx, true);
        if (!booking) return { error: new HttpError(404, messages.booking.notFound) } as const;
        const payment = await repository.paidPayment(bookingId, tx);
        if (!payment) return { error: new HttpError(409, c.notPaid) } as const;
        const left = Math.max(payment.amountCents - (await repository.refundedCents(bookingId, tx)), 0);
        if (body.amount_cents > left)
          return {
            error: new HttpError(400, c.refundAboveLeft(mailAmount(left))),
          } as const;
        const n = (await repository.countFor(tx, bookingId)) + 1;
        const opened = await open(tx, {
          bookingId,
          payment,
          amountCents: body.amount_cents,
          idempotencyKey: `operator-${bookingId}-${n}`,
          initiator: 'operator',
          actorId: operatorId,
          reason: body.reason,
          // A transfer goes back where the guest's earlier refund went; the operator sees it before sending.
          iban: payment.provider === 'bank_transfer' ? await repository.lastIban(tx, bookingId) : null,
        });
        if (!opened) return { error: new HttpError(409, c.notCancellable) } as const;
        const { refund } = opened;
        await writeAuditRecord(
          tx,
          operatorId,
          { kind: 'booking.refund', targetType: 'booking', targetId: bookingId },
          {
            before: { refunded_cents: payment.amountCents - left },
            after: { refund_cents: body.amount_cents, reason: body.reason },
          },
        );
        await queueMail(
          app,
          tx,
          operatorRefundGuestMail(
            booking,
            { amountCents: refund.amountCents, method: REFUND_METHOD[refund.method], reason: body.reason },
            app.config.publicUrl,
          ),
        );
        return { ...opened, booking } as const;
      });
      if ('error' in outcome) throw outcome.error;
      const { refund, askJob, booking } = outcome;
      return toAdminRefund(await sending.answered(refund, askJob), booking);
    },

    /**
     * A failed refund asked of its provider again, under a new attempt key (the old one would only
     * repeat the failure). Parallel retries take turns on the row locks: the first reopens it as
     * pending, the later ones find it no longer failed (409), so the provider is asked once.
     */
    async retry(refundId: number, operatorId: number): Promise<AdminRefund> {
      const { refund, booking, askJob } = await app.db.transaction(async (tx) => {
        const { booking, refund: failed } = await lockRefund(tx, refundId);
        if (failed.status !== 'failed') throw new HttpError(409, c.retryNotFailed);
        const paid = await refundable(tx, failed.bookingId);
        // Another refund may have taken what this one would have given back.
        const left = paid ? paid.payment.amountCents - paid.refundedCents : 0;
        if (failed.amountCents > left) throw new HttpError(409, c.retryAboveLeft(mailAmount(left)));
        const reopened = await repository.reopen(tx, failed.id, nextRefundAttemptKey(failed.idempotencyKey));
        if (!reopened) throw new HttpError(409, c.retryNotFailed);
        await payouts.followRefunds(tx, failed.bookingId);
        await writeAuditRecord(
          tx,
          operatorId,
          { kind: 'refund.retry', targetType: 'refund', targetId: failed.id },
          {
            before: {
              status: failed.status,
              idempotency_key: failed.idempotencyKey,
              provider_ref: failed.providerRef,
              failure_message: failed.failureMessage,
            },
            after: { status: reopened.status, idempotency_key: reopened.idempotencyKey },
          },
        );
        return { refund: reopened, booking, askJob: await sending.queueAsk(tx, reopened) };
      });
      return toAdminRefund(await sending.answered(refund, askJob), booking);
    },

    /**
     * A card or PayPal refund left pending because the provider's answer was lost, asked again under its
     * own key (decision 060): a provider that made it answers with that refund, so the money never goes
     * back twice; one that did not makes it now. The answer is recorded as any answer is, and the audit
     * record says who asked and what came back. Operators asking together in this process share the one
     * ask and its answer; in another process, one that reads the refund after the answer is told it is no
     * longer lost. Either way the provider is only ever asked under the one key.
     */
    async resend(refundId: number, operatorId: number): Promise<{ refund: AdminRefund; message: string }> {
      let shared = resending.get(refundId);
      if (!shared) {
        shared = (async () => {
          // Read without locks: asking under the one key is safe however many ask, and the answer's own
          // transaction locks the refund. Holding the booking's lock here while waiting for the refund's
          // would deadlock with that transaction, whose credit note references the booking.
          const lost = await repository.find(refundId);
          const booking = lost && (await paymentRepository.findBooking(lost.bookingId));
          if (!lost || !booking) throw new HttpError(404, c.refundNotFound);
          if (lost.status !== 'pending' || lost.providerRef !== null || lost.method === 'bank_transfer')
            throw new HttpError(409, c.resendNotLost);
          // Asked now: a retry the queue waits to make is replaced by this one, under the same key.
          const askJob = await app.db.transaction((tx) => sending.queueAsk(tx, lost));
          return { lost, booking, answered: await sending.answered(lost, askJob) };
        })().finally(() => resending.delete(refundId));
        resending.set(refundId, shared);
      }
      const { lost, booking, answered } = await shared;
      await app.db.transaction((tx) =>
        writeAuditRecord(
          tx,
          operatorId,
          { kind: 'refund.resend', targetType: 'refund', targetId: lost.id },
          {
            before: { status: lost.status, idempotency_key: lost.idempotencyKey },
            after: {
              status: answered.status,
              provider_ref: answered.providerRef,
              failure_message: answered.failureMessage,
            },
          },
        ),
      );
      return { refund: toAdminRefund(answered, booking), message: c.resent[answered.status] };
    },

    /**
     * The operator has sent a bank transfer's refund: it is done, the audit record says who and when,
     * and the guest is mailed that the money is on its way.
     */
    async markSent(refundId: number, operatorId: number): Promise<AdminRefund> {
      return app.db.transaction(async (tx) => {
        const { booking, refund } = await lockRefund(tx, refundId);
        if (refund.method !== 'bank_transfer') throw new HttpError(409, c.markSentNotBank);
        const sent = await repository.markSent(tx, refund.id);
        if (!sent) throw new HttpError(409, c.markSentNotPending);
        await invoicing.issueCreditNote(tx, refund.id, new Date());
        await writeAuditRecord(
          tx,
          operatorId,
          { kind: 'refund.mark_sent', targetType: 'refund', targetId: refund.id },
          {
            before: { status: refund.status },
            after: { status: sent.status, amount_cents: sent.amountCents, iban: sent.iban },
          },
        );
        await queueMail(app, tx, refundTransferSentGuestMail(booking, sent, app.config.publicUrl));
        return toAdminRefund(sent, booking);
      });
    },

    async list(status: RefundStatus | undefined): Promise<AdminRefund[]> {
      const rows = await repository.list(status, REFUND_LIST_LIMIT);
      return rows.map((row) => toAdminRefund(row.refund, row.booking));
    },
  };
}
