import type { AdminRefund, AdminRefundBody } from '@scrivania/core/booking/cancellation-schemas';
import type { RefundSummary } from '@scrivania/core/booking/schemas';
import type { PaymentMethod, RefundInitiator, RefundStatus } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { centsToEuro } from '@scrivania/core/money';
import type { Db, DbTransaction } from '@scrivania/db/client';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { HttpError } from '../../plugins/errors.ts';
import { type MailMessage, mailAmount } from '../../providers/mail.ts';
import type { RefundAnswer } from '../../providers/payments/gateway.ts';
import { createPaymentProviders, type PaymentProviders } from '../../providers/payments/payment-providers.ts';
import { refundAnswer } from '../../providers/payments/stripe-gateway.ts';
import { writeAuditRecord } from '../audit/audit-service.ts';
import {
  createInvoiceService,
  type InvoiceService,
  type IssuedDocument,
} from '../invoicing/invoice-service.ts';
import { operatorRefundGuestMail, refundTransferSentGuestMail } from './payment-mails.ts';
import { createPaymentRepository, type PayableBooking } from './payment-repository.ts';
import { nextRefundAttemptKey } from './payment-rules.ts';
import { createRefundRepository, type RefundRow } from './refund-repository.ts';

/** The way the money goes back, in the payment page's names. */
export const REFUND_METHOD = {
  stripe: 'stripe',
  card_sandbox: 'stripe',
  paypal: 'paypal',
  paypal_sandbox: 'paypal',
  bank_transfer: 'wireTransfer',
} as const satisfies Record<RefundRow['method'], PaymentMethod>;

const REFUND_EVENTS = new Set<string>([
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
]);
export const isRefundEvent = (type: string) => REFUND_EVENTS.has(type);

export function toRefundSummary(row: RefundRow): RefundSummary {
  return {
    amount: centsToEuro(row.amountCents),
    amount_cents: row.amountCents,
    status: row.status,
    method: REFUND_METHOD[row.method],
    created_at: row.createdAt.toISOString(),
  };
}

export interface BookingRefunds {
  refunded_amount: number;
  refunded_amount_cents: number;
  refunds: RefundSummary[];
}

/** What the console shows of a refund's booking. */
interface RefundBooking {
  bookingNo: string;
  firstName: string;
  lastName: string;
  email: string;
}

export function toAdminRefund(row: RefundRow, booking: RefundBooking): AdminRefund {
  return {
    _id: row.id,
    booking_id: row.bookingId,
    booking_no: booking.bookingNo,
    guest_name: `${booking.firstName} ${booking.lastName}`,
    email: booking.email,
    amount: centsToEuro(row.amountCents),
    amount_cents: row.amountCents,
    status: row.status,
    method: REFUND_METHOD[row.method],
    provider: row.method,
    provider_ref: row.providerRef,
    initiator: row.initiator,
    reason: row.reason,
    iban: row.iban,
    failure_message: row.failureMessage,
    created_at: row.createdAt.toISOString(),
  };
}

const REFUND_LIST_LIMIT = 200;

/** A booking's refunds as the console shows them, oldest first, and the cents still left to give back. */
export async function consoleRefundsOf(db: Db, booking: RefundBooking & { id: number }) {
  const repository = createRefundRepository(db);
  const [rows, payment, refundedCents] = await Promise.all([
    repository.forBookings([booking.id]),
    repository.paidPayment(booking.id),
    repository.refundedCents(booking.id),
  ]);
  return {
    refunds: rows.map((row) => toAdminRefund(row, booking)),
    refundable_amount_cents: payment ? Math.max(payment.amountCents - refundedCents, 0) : 0,
  };
}

/** What a booking's answers show of its refunds: failed ones are listed but give nothing back. */
export function refundFieldsOf(rows: readonly RefundRow[]): BookingRefunds {
  const cents = rows.filter((row) => row.status !== 'failed').reduce((sum, row) => sum + row.amountCents, 0);
  return {
    refunded_amount: centsToEuro(cents),
    refunded_amount_cents: cents,
    refunds: rows.map(toRefundSummary),
  };
}

/**
 * Refunds through the provider the money came from (decision 037). A refund is first written as
 * pending with its idempotency key, in the transaction that decides it; only then is the provider
 * asked, with that key. If the answer is lost (a crash, a timeout) the row stays pending: asking again
 * with the same key returns the same refund, and the provider's webhook, which carries our refund's
 * id, settles it either way.
 */
export function createRefundService(
  app: FastifyInstance,
  providers: PaymentProviders = createPaymentProviders(app.config.payments),
  invoicing: InvoiceService = createInvoiceService(app),
) {
  const repository = createRefundRepository(app.db);
  const paymentRepository = createPaymentRepository(app.db);

  /** A provider's answer; a PayPal payment whose capture is unknown fails without any provider id. */
  type Answer = Omit<RefundAnswer, 'providerRef'> & { providerRef: string | null };

  async function ask(refund: RefundRow): Promise<Answer | null> {
    const payment = await paymentRepository.findPaymentById(refund.paymentId);
    if (!payment) return null;
    const request = {
      refundId: refund.id,
      bookingId: refund.bookingId,
      paymentRef: payment.providerRef,
      amountCents: refund.amountCents,
      currency: refund.currency,
      idempotencyKey: refund.idempotencyKey,
    };
    switch (refund.method) {
      // The offline sandboxes decide on the server, at once.
      case 'card_sandbox':
        return {
          providerRef: `re_sandbox_${refund.idempotencyKey}`,
          status: 'succeeded',
          failureMessage: null,
        };
      case 'paypal_sandbox':
        return {
          providerRef: `SANDBOX-REFUND-${refund.idempotencyKey}`,
          status: 'succeeded',
          failureMessage: null,
        };
      case 'stripe':
        return providers.stripe ? providers.stripe.refund(request) : null;
      case 'paypal': {
        if (providers.paypal?.mode !== 'paypal') return null;
        const captureId = await repository.paypalCaptureId(payment.id);
        if (!captureId) return { providerRef: null, status: 'failed', failureMessage: 'capture_unknown' };
        return providers.paypal.refundCapture({ ...request, paymentRef: captureId });
      }
      // The operator sends a transfer's refund by hand and marks it sent.
      case 'bank_transfer':
        return null;
    }
  }

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
    repository,

    /** Each booking's refund fields, for the guest's answers. */
    async refundsOf(bookingIds: readonly number[]): Promise<Map<number, BookingRefunds>> {
      const rows = await repository.forBookings(bookingIds);
      return new Map(
        bookingIds.map((id) => [id, refundFieldsOf(rows.filter((row) => row.bookingId === id))]),
      );
    },

    /** The succeeded payment of a booking and how much of it is already given back, read in `tx`. */
    async refundable(tx: DbTransaction, bookingId: number) {
      const payment = await repository.paidPayment(bookingId, tx);
      if (!payment) return null;
      return { payment, refundedCents: await repository.refundedCents(bookingId, tx) };
    },

    /**
     * The operator gives back part or all of what is left of a paid booking, without cancelling it;
     * the booking's row lock makes parallel refunds take turns, so they never exceed what was paid.
     */
    async operatorRefund(
      bookingId: number,
      operatorId: number,
      body: AdminRefundBody,
      log: FastifyBaseLogger,
    ): Promise<AdminRefund> {
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
        const refund = await repository.insert(tx, {
          bookingId,
          paymentId: payment.id,
          method: payment.provider,
          amountCents: body.amount_cents,
          currency: payment.currency,
          idempotencyKey: `operator-${bookingId}-${n}`,
          initiator: 'operator',
          actorId: operatorId,
          reason: body.reason,
          // A transfer goes back where the guest's earlier refund went; the operator sees it before sending.
          iban: payment.provider === 'bank_transfer' ? await repository.lastIban(tx, bookingId) : null,
        });
        if (!refund) return { error: new HttpError(409, c.notCancellable) } as const;
        await writeAuditRecord(
          tx,
          operatorId,
          { kind: 'booking.refund', targetType: 'booking', targetId: bookingId },
          {
            before: { refunded_cents: payment.amountCents - left },
            after: { refund_cents: body.amount_cents, reason: body.reason },
          },
        );
        return { refund, booking } as const;
      });
      if ('error' in outcome) throw outcome.error;
      const { refund, booking } = outcome;
      const sent = (await this.send(refund.id, log)) ?? refund;
      try {
        await app.mailer.send(
          operatorRefundGuestMail(
            booking,
            { amountCents: refund.amountCents, method: REFUND_METHOD[refund.method], reason: body.reason },
            app.config.publicUrl,
          ),
        );
      } catch (error) {
        // The refund stands either way; a lost mail must not hide it from the operator.
        log.error({ err: error, refundId: refund.id }, 'refund mail not sent');
      }
      return toAdminRefund(sent, booking);
    },

    /**
     * A failed refund asked of its provider again, under a new attempt key (the old one would only
     * repeat the failure). Parallel retries take turns on the row locks: the first reopens it as
     * pending, the later ones find it no longer failed (409), so the provider is asked once.
     */
    async retry(refundId: number, operatorId: number, log: FastifyBaseLogger): Promise<AdminRefund> {
      const { refund, booking } = await app.db.transaction(async (tx) => {
        const { booking, refund: failed } = await lockRefund(tx, refundId);
        if (failed.status !== 'failed') throw new HttpError(409, c.retryNotFailed);
        const refundable = await this.refundable(tx, failed.bookingId);
        // Another refund may have taken what this one would have given back.
        const left = refundable ? refundable.payment.amountCents - refundable.refundedCents : 0;
        if (failed.amountCents > left) throw new HttpError(409, c.retryAboveLeft(mailAmount(left)));
        const reopened = await repository.reopen(tx, failed.id, nextRefundAttemptKey(failed.idempotencyKey));
        if (!reopened) throw new HttpError(409, c.retryNotFailed);
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
        return { refund: reopened, booking };
      });
      return toAdminRefund((await this.send(refund.id, log)) ?? refund, booking);
    },

    /**
     * A card or PayPal refund left pending because the provider's answer was lost, asked again under its
     * own key (decision 060): a provider that made it answers with that refund, so the money never goes
     * back twice; one that did not makes it now. The answer is recorded as any answer is, and the audit
     * record says who asked and what came back. Operators asking together in this process share the one
     * ask and its answer; in another process, one that reads the refund after the answer is told it is no
     * longer lost. Either way the provider is only ever asked under the one key.
     */
    async resend(
      refundId: number,
      operatorId: number,
      log: FastifyBaseLogger,
    ): Promise<{ refund: AdminRefund; message: string }> {
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
          return { lost, booking, answered: (await this.send(lost.id, log)) ?? lost };
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
    async markSent(refundId: number, operatorId: number, log: FastifyBaseLogger): Promise<AdminRefund> {
      let creditNote: IssuedDocument | null = null;
      let mail: MailMessage | null = null;
      const answer = await app.db.transaction(async (tx) => {
        const { booking, refund } = await lockRefund(tx, refundId);
        if (refund.method !== 'bank_transfer') throw new HttpError(409, c.markSentNotBank);
        const sent = await repository.markSent(tx, refund.id);
        if (!sent) throw new HttpError(409, c.markSentNotPending);
        creditNote = await invoicing.issueCreditNote(tx, refund.id, new Date());
        await writeAuditRecord(
          tx,
          operatorId,
          { kind: 'refund.mark_sent', targetType: 'refund', targetId: refund.id },
          {
            before: { status: refund.status },
            after: { status: sent.status, amount_cents: sent.amountCents, iban: sent.iban },
          },
        );
        mail = refundTransferSentGuestMail(booking, sent, app.config.publicUrl);
        return toAdminRefund(sent, booking);
      });
      await invoicing.transmit([creditNote], log);
      try {
        if (mail) await app.mailer.send(mail);
      } catch (error) {
        // The transfer was sent either way; a lost mail must not make it look unsent.
        log.error({ err: error, refundId }, 'refund sent mail not sent');
      }
      return answer;
    },

    async list(status: RefundStatus | undefined): Promise<AdminRefund[]> {
      const rows = await repository.list(status, REFUND_LIST_LIMIT);
      return rows.map((row) => toAdminRefund(row.refund, row.booking));
    },

    /** Writes a pending refund inside the caller's transaction; the provider is asked after it commits. */
    open(
      tx: DbTransaction,
      input: {
        bookingId: number;
        payment: { id: number; provider: RefundRow['method']; currency: string };
        amountCents: number;
        idempotencyKey: string;
        initiator: RefundInitiator;
        actorId: number | null;
        reason: string | null;
        iban: string | null;
      },
    ) {
      return repository.insert(tx, {
        bookingId: input.bookingId,
        paymentId: input.payment.id,
        method: input.payment.provider,
        amountCents: input.amountCents,
        currency: input.payment.currency,
        idempotencyKey: input.idempotencyKey,
        initiator: input.initiator,
        actorId: input.actorId,
        reason: input.reason,
        iban: input.payment.provider === 'bank_transfer' ? input.iban : null,
      });
    },

    /**
     * Asks the provider for a pending refund and records its answer. A failed call leaves it pending
     * (the provider may have acted): the next attempt uses the same key, the webhook settles it.
     */
    async send(refundId: number, log: FastifyBaseLogger): Promise<RefundRow | null> {
      const refund = await repository.find(refundId);
      if (refund?.status !== 'pending' || refund.providerRef !== null) return refund;
      let answer: Answer | null;
      try {
        answer = await ask(refund);
      } catch (error) {
        log.warn({ err: error, refundId }, 'refund call failed; left pending for a retry or the webhook');
        return refund;
      }
      if (!answer) return refund;
      // A refund that succeeds gets its credit note in the same transaction (decision 052).
      const creditNote = await app.db.transaction(async (tx) => {
        await repository.settle(tx, refund.id, answer);
        return invoicing.issueCreditNote(tx, refund.id, new Date());
      });
      await invoicing.transmit([creditNote], log);
      if (answer.status === 'failed') log.error({ refundId, reason: answer.failureMessage }, 'refund failed');
      return repository.find(refund.id);
    },

    /**
     * A Stripe refund event, applied once: the event is recorded first (a replay stops there); the
     * refund is found by our id in its metadata, or by Stripe's id. An event for a refund we do not
     * know is recorded and changes nothing.
     */
    async applyStripeEvent(event: Stripe.Event, log: FastifyBaseLogger): Promise<void> {
      const creditNotes = await app.db.transaction(async (tx) => {
        const issued: (IssuedDocument | null)[] = [];
        const eventRow = await paymentRepository.recordEvent(tx, {
          provider: 'stripe',
          eventId: event.id,
          type: event.type,
          payload: event,
        });
        if (eventRow === null) return issued;
        const object = event.data.object as Stripe.Refund | Stripe.Charge;
        const stripeRefunds: Stripe.Refund[] =
          object.object === 'refund' ? [object] : (object.refunds?.data ?? []);
        let paymentId: number | null = null;
        for (const stripeRefund of stripeRefunds) {
          const ours = await findStripeRefund(tx, stripeRefund);
          if (!ours) {
            log.warn(
              { eventId: event.id, refund: stripeRefund.id },
              'stripe refund event for an unknown refund',
            );
            continue;
          }
          paymentId = ours.paymentId;
          await repository.settle(tx, ours.id, refundAnswer(stripeRefund));
          issued.push(await invoicing.issueCreditNote(tx, ours.id, new Date()));
        }
        await paymentRepository.markEventProcessed(tx, eventRow, paymentId);
        return issued;
      });
      await invoicing.transmit(creditNotes, log);
    },
  };

  async function findStripeRefund(tx: DbTransaction, stripeRefund: Stripe.Refund) {
    const ourId = Number(stripeRefund.metadata?.refund_id);
    // A retried refund asks under a new key: an event about an earlier, failed attempt is not about it.
    const key = stripeRefund.metadata?.refund_key;
    if (Number.isSafeInteger(ourId) && ourId > 0) {
      const row = await repository.findLocked(tx, ourId);
      if (
        row &&
        row.method === 'stripe' &&
        (key === undefined || key === row.idempotencyKey) &&
        (row.providerRef === null || row.providerRef === stripeRefund.id)
      )
        return row;
    }
    return repository.findByProviderRef(tx, 'stripe', stripeRefund.id);
  }
}
export type RefundService = ReturnType<typeof createRefundService>;
