import { canTransition, holdLapsed } from '@scrivania/core/booking/lifecycle';
import { messages } from '@scrivania/core/messages.it';
import { recordStatusChangeBy } from '@scrivania/db/booking-history';
import type { Db } from '@scrivania/db/client';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { queueMail } from '../../lib/jobs/mail-jobs.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { ProviderCharge } from '../../providers/payments/gateway.ts';
import { writeAuditRecord } from '../audit/audit-service.ts';
import { mailedInvitation } from '../booking/booking-calendar-service.ts';
import { hostBookingLink } from '../booking/host-booking-service.ts';
import { createInvoiceService, type InvoiceService } from '../invoicing/invoice-service.ts';
import { createPayoutLedger } from '../payouts/payout-service.ts';
import { paidGuestMail, paidHostMail } from './payment-mails.ts';
import { createPaymentRepository, type PayableBooking, type PaymentProvider } from './payment-repository.ts';
import { amountMatches, paymentRefusal, type Refusal } from './payment-rules.ts';

const t = messages.payments;

export type Outcome =
  | { kind: 'paid'; bookingId: number; firstTime: boolean }
  | { kind: 'refused'; refusal: Refusal }
  /** The same provider event arrived again: nothing was applied. */
  | { kind: 'replay' };

const METHOD = {
  stripe: 'stripe',
  card_sandbox: 'stripe',
  paypal: 'paypal',
  paypal_sandbox: 'paypal',
  bank_transfer: 'wireTransfer',
} as const;

export function createPaymentService(
  app: FastifyInstance,
  invoicing: InvoiceService = createInvoiceService(app),
) {
  const repository = createPaymentRepository(app.db);
  const payouts = createPayoutLedger(app);

  /** Guest and host learn of a booking just paid, by mails queued in the transaction that marks it booked. */
  async function queuePaidMails(tx: Db, booking: NonNullable<PayableBooking>, provider: PaymentProvider) {
    const invitation = await mailedInvitation(
      tx,
      { ...booking, address: booking.propertyAddress },
      { method: 'REQUEST', attendee: { name: booking.firstName, email: booking.email } },
      app.config.publicUrl,
      app.clock.now(),
    );
    await queueMail(app, tx, paidGuestMail(booking, app.config.publicUrl, invitation, app.clock.now()));
    const host = await repository.hostEmail(booking.hostId, tx);
    if (host)
      await queueMail(
        app,
        tx,
        paidHostMail(booking, host, {
          byTransfer: provider === 'bank_transfer',
          link: hostBookingLink(app.config, booking.id),
        }),
      );
  }

  return {
    /** The signed-in user's booking, ready to be paid for the given amount; otherwise an HttpError. */
    async payableBooking(
      bookingId: number,
      userId: number,
      euro: number | undefined,
      log: FastifyBaseLogger,
    ) {
      const booking = await repository.findBooking(bookingId);
      if (!booking || booking.userId !== userId) throw new HttpError(404, t.bookingNotFound);
      const refusal = paymentRefusal(booking, new Date());
      if (refusal) throw new HttpError(refusal.status, refusal.message);
      if (!amountMatches(euro, booking.payableAmountCents)) {
        log.warn(
          { bookingId, sent: euro, payableCents: booking.payableAmountCents },
          'payment amount mismatch',
        );
        throw new HttpError(400, t.amountMismatch);
      }
      return booking;
    },

    /**
     * Applies a provider's answer to its booking, once: the event is recorded first (a replay stops
     * there), the booking row is locked, and only a succeeded charge of exactly the booking's amount
     * on a payable booking marks it booked. Every attempt leaves a payment row.
     */
    async applyCharge(
      input: {
        provider: PaymentProvider;
        providerRef: string;
        bookingId: number;
        charge: ProviderCharge;
        type: string;
        /** The operator who recorded the money by hand: named in the status history and the audit log. */
        operatorId?: number;
      },
      log: FastifyBaseLogger,
    ): Promise<Outcome> {
      const { provider, providerRef, bookingId, charge } = input;
      return app.db.transaction(async (tx): Promise<Outcome> => {
        if (input.operatorId !== undefined) await recordStatusChangeBy(tx, { actorUserId: input.operatorId });
        const eventRow = await repository.recordEvent(tx, {
          provider,
          eventId: charge.eventId,
          type: input.type,
          payload: charge.payload,
        });
        if (eventRow === null) return replayOutcome(await repository.findPayment(provider, providerRef, tx));
        const booking = await repository.findBooking(bookingId, tx, true);
        if (!booking) return { kind: 'refused', refusal: { status: 404, message: t.bookingNotFound } };
        const save = (
          status: 'succeeded' | 'failed' | 'refused' | 'pending',
          failureMessage: string | null,
        ) =>
          repository.savePayment(
            {
              bookingId,
              provider,
              providerRef,
              amountCents: Number.isFinite(charge.amountCents) ? charge.amountCents : 0,
              currency: charge.currency || booking.currency,
              status,
              failureMessage,
            },
            tx,
          );
        let paymentId: number;
        let result: Outcome;
        const existing = await repository.findPayment(provider, providerRef, tx);
        if (booking.status === 'booked' && existing?.status === 'succeeded') {
          paymentId = existing.id;
          result = { kind: 'paid', bookingId, firstTime: false };
        } else if (charge.status !== 'succeeded') {
          const message = charge.failureMessage ?? t.processFailed;
          paymentId = await save(charge.status === 'pending' ? 'pending' : 'failed', message);
          result = { kind: 'refused', refusal: { status: 402, message } };
        } else {
          const refusal =
            paymentRefusal(booking, new Date()) ??
            (charge.amountCents !== booking.payableAmountCents || charge.currency !== booking.currency
              ? { status: 409, message: t.amountMismatch }
              : null);
          if (refusal) {
            // Money may have moved for a booking that cannot take it: keep the trace for a refund.
            log.error(
              {
                bookingId,
                provider,
                providerRef,
                amountCents: charge.amountCents,
                currency: charge.currency,
              },
              `payment refused: ${refusal.message}`,
            );
            paymentId = await save('refused', refusal.message);
            if (holdLapsed(booking.holdExpiresAt, new Date()) && canTransition(booking.status, 'expired')) {
              await repository.updateBooking(tx, bookingId, { status: 'expired' });
            }
            result = { kind: 'refused', refusal };
          } else {
            paymentId = await save('succeeded', null);
            await repository.updateBooking(tx, bookingId, {
              status: 'booked',
              holdExpiresAt: null,
              paymentMethod: METHOD[provider],
            });
            // In the same transaction: the invoice's number is taken only if the booking is paid.
            await invoicing.issueInvoice(tx, { bookingId, provider, now: new Date() });
            // The host's payout exists exactly when the booking is paid (decision 097).
            await payouts.openForPaidBooking(tx, bookingId);
            await queuePaidMails(tx, booking, provider);
            result = { kind: 'paid', bookingId, firstTime: true };
            if (input.operatorId !== undefined)
              await writeAuditRecord(
                tx,
                input.operatorId,
                { kind: 'booking.transfer_received', targetType: 'booking', targetId: bookingId },
                {
                  before: { status: booking.status },
                  after: { status: 'booked', amount_cents: charge.amountCents },
                },
              );
          }
        }
        await repository.markEventProcessed(tx, eventRow, paymentId);
        return result;
      });
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;

/** A replayed event or request answers as the first one did, without applying anything. */
function replayOutcome(
  payment: { bookingId: number; status: string; failureMessage: string | null } | null,
): Outcome {
  if (payment?.status === 'succeeded')
    return { kind: 'paid', bookingId: payment.bookingId, firstTime: false };
  if (payment?.failureMessage)
    return { kind: 'refused', refusal: { status: 402, message: payment.failureMessage } };
  return { kind: 'replay' };
}

/** Turns a refusal into the HTTP answer the page reads; a paid outcome passes. */
export function ensurePaid(outcome: Outcome): void {
  if (outcome.kind === 'refused') throw new HttpError(outcome.refusal.status, outcome.refusal.message);
}
