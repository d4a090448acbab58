import { quoteCancellation } from '@scrivania/core/booking/cancellation';
import type { CancelBookingBody, CancellationQuote } from '@scrivania/core/booking/cancellation-schemas';
import { canTransition, holdLapsed, lapsingStatuses } from '@scrivania/core/booking/lifecycle';
import type { PaymentMethod, RefundStatus } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { centsToEuro, formatEuroCents } from '@scrivania/core/money';
import { recordStatusChangeBy } from '@scrivania/db/booking-history';
import type { Db } from '@scrivania/db/client';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { commitThenMaybeExit } from '../../lib/fault-flag.ts';
import { queueMail } from '../../lib/jobs/mail-jobs.ts';
import { HttpError } from '../../plugins/errors.ts';
import { profileIban } from '../account/account-service.ts';
import { createRefundService, REFUND_METHOD } from '../payments/refund-service.ts';
import { mailedInvitation } from './booking-calendar-service.ts';
import { cancelledGuestMail, cancelledHostMail, hostCancelledOperatorMail } from './cancellation-mails.ts';
import { type CancellableBooking, createCancellationRepository } from './cancellation-repository.ts';
import { hostBookingLink } from './host-booking-mails.ts';

const m = messages.booking.cancellation;

/** Who cancels: the guest under the booking's own terms, or the host, always refunding everything left. */
export type Canceller = { kind: 'guest'; userId: number } | { kind: 'host'; hostId: number; reason: string };

export interface Cancelled {
  bookingId: number;
  refundCents: number;
  refund: { status: RefundStatus; method: PaymentMethod } | null;
}

/** Why a booking cannot be cancelled now, or null when it can (its own row, read under lock). */
function refusal(booking: CancellableBooking, now: Date): HttpError | null {
  if (booking.status === 'cancelled') return new HttpError(409, m.alreadyCancelled);
  if (lapsingStatuses.includes(booking.status) && holdLapsed(booking.holdExpiresAt, now))
    return new HttpError(409, m.lapsed);
  if (!canTransition(booking.status, 'cancelled')) return new HttpError(409, m.notCancellable);
  return null;
}

/**
 * A guest cancels their own booking (decision 037). Unpaid, it is simply cancelled and its dates
 * freed. Paid, the terms the booking was sold under give the refund (decision 071), never its
 * listing's current policy. The refund is written as pending in the same transaction that cancels,
 * under the booking's row lock, with one idempotency key per booking: parallel cancels take turns and
 * the later ones find it cancelled, so there is exactly one refund. The same transaction queues its
 * ask and the mails (decision 091): a crash after the commit loses none of them.
 */
export function createCancellationService(app: FastifyInstance) {
  const repository = createCancellationRepository(app.db);
  const refunds = createRefundService(app);

  /** The mails a cancellation sends, queued in its transaction: the guest's, and the host's or the operators'. */
  async function queueMails(
    tx: Db,
    booking: CancellableBooking,
    refund: { amountCents: number; method: PaymentMethod } | null,
    by: Canceller,
  ) {
    const hostReason = by.kind === 'host' ? by.reason : null;
    // Only a booking whose invitation was mailed has an event in the guest's calendar to withdraw.
    const withdrawal =
      booking.calendarSequence > 0
        ? await mailedInvitation(
            tx,
            { ...booking, address: booking.propertyAddress },
            { method: 'CANCEL', attendee: { name: booking.firstName, email: booking.email } },
            app.config.publicUrl,
            app.clock.now(),
          )
        : null;
    await queueMail(
      app,
      tx,
      cancelledGuestMail(booking, refund, app.config.publicUrl, hostReason, withdrawal),
    );
    if (by.kind === 'guest') {
      await queueMail(app, tx, cancelledHostMail(booking, hostBookingLink(app.config, booking.id)));
      return;
    }
    // Cancellations by hosts count against them: the operator gets a copy of each.
    for (const operator of await repository.operatorEmails(tx))
      await queueMail(app, tx, hostCancelledOperatorMail(booking, operator, by.reason, refund));
  }

  return {
    /** What cancelling would give back now; another user's booking is not found. */
    async quote(bookingId: number, userId: number, now = new Date()): Promise<CancellationQuote> {
      const booking = await repository.booking(bookingId);
      if (!booking || booking.userId !== userId) throw new HttpError(404, messages.booking.notFound);
      const paid = booking.status === 'booked' ? await refunds.repository.paidPayment(booking.id) : null;
      const refundedCents = paid ? await refunds.repository.refundedCents(booking.id) : 0;
      const quote = quoteCancellation({
        rule: booking.cancellationRule,
        firstDay: booking.startDate,
        startsAt: booking.startsAt,
        paidCents: paid?.amountCents ?? 0,
        refundedCents,
        now,
      });
      const cancellable =
        refusal(booking, now) === null && (booking.status !== 'booked' || quote.cancellable);
      const refundCents = cancellable && paid ? quote.refundCents : 0;
      const byTransfer = refundCents > 0 && paid?.provider === 'bank_transfer';
      const iban = byTransfer ? await profileIban.of(app.db, userId) : null;
      return {
        booking_id: booking.id,
        cancellable,
        policy: paid ? booking.cancellationPolicy : null,
        paid_amount_cents: paid?.amountCents ?? 0,
        percent: paid && cancellable ? quote.percent : 0,
        refund_amount: centsToEuro(refundCents),
        refund_amount_cents: refundCents,
        current_until: paid ? (quote.currentUntil?.toISOString() ?? null) : null,
        deadlines: paid
          ? quote.deadlines.map((d) => ({ until: d.until.toISOString(), percent: d.percent }))
          : [],
        iban_required: byTransfer && iban === null,
        iban,
      };
    },

    async cancel(
      bookingId: number,
      by: Canceller,
      body: CancelBookingBody,
      log: FastifyBaseLogger,
    ): Promise<Cancelled> {
      const now = new Date();
      const actorId = by.kind === 'guest' ? by.userId : by.hostId;
      const commit = () =>
        app.db.transaction(async (tx) => {
          await recordStatusChangeBy(tx, {
            actorUserId: actorId,
            reason: by.kind === 'host' ? by.reason : null,
          });
          const booking = await repository.booking(bookingId, tx, true);
          const mine = by.kind === 'guest' ? booking?.userId === by.userId : booking?.hostId === by.hostId;
          if (!booking || !mine) return { error: new HttpError(404, messages.booking.notFound) } as const;
          const refused = refusal(booking, now);
          if (refused) return { error: refused } as const;
          const refundable = booking.status === 'booked' ? await refunds.refundable(tx, booking.id) : null;
          let refundCents = 0;
          if (booking.status === 'booked') {
            const quote = quoteCancellation({
              rule: booking.cancellationRule,
              firstDay: booking.startDate,
              startsAt: booking.startsAt,
              paidCents: refundable?.payment.amountCents ?? 0,
              refundedCents: refundable?.refundedCents ?? 0,
              now,
            });
            if (!quote.cancellable) return { error: new HttpError(409, m.started) } as const;
            // A host's cancellation gives back everything not yet refunded, whatever the policy.
            refundCents =
              by.kind === 'host'
                ? Math.max((refundable?.payment.amountCents ?? 0) - (refundable?.refundedCents ?? 0), 0)
                : quote.refundCents;
          }
          const payment = refundCents > 0 ? refundable?.payment : undefined;
          let iban: string | null = null;
          if (payment?.provider === 'bank_transfer') {
            // The guest's IBAN from the profile unless they give another now, which the profile then keeps.
            // A host cancelling cannot give it: without one on the profile the operator asks the guest.
            iban = body?.iban ?? (await profileIban.of(tx, booking.userId));
            if (by.kind === 'guest' && !iban) return { error: new HttpError(400, m.ibanRequired) } as const;
            if (body?.iban) await profileIban.save(app, tx, booking.userId, body.iban);
          }
          await repository.cancel(tx, booking.id);
          const opened = payment
            ? await refunds.open(tx, {
                bookingId: booking.id,
                payment,
                amountCents: refundCents,
                idempotencyKey: `cancel-${booking.id}`,
                initiator: by.kind,
                actorId,
                reason: by.kind === 'host' ? by.reason : null,
                iban,
              })
            : null;
          const given = opened
            ? { amountCents: refundCents, method: REFUND_METHOD[opened.refund.method] }
            : null;
          await queueMails(tx, booking, given, by);
          return { booking, opened, refundCents: given?.amountCents ?? 0 } as const;
        });
      // The fault aid (tests only) stops a guest's cancellation right after its commit.
      const outcome =
        by.kind === 'guest'
          ? await commitThenMaybeExit(app, 'booking-cancel', commit, (done) => !('error' in done))
          : await commit();
      if ('error' in outcome) throw outcome.error;
      const { booking, opened } = outcome;
      app.availabilityIndex.invalidate();
      // The freed dates must show in search within a second in every API process, not after the
      // reused answers' time to live: a cancellation is announced like a host's listing change. The
      // booking is already cancelled, so a lost announcement only delays search by that time to live.
      await app.chatNotifier
        .publish({ type: 'catalogue', propertyId: booking.propertyId })
        .catch((error: unknown) =>
          log.warn({ err: error, bookingId: booking.id }, 'cancellation not announced to search'),
        );
      const sent = opened ? await refunds.answered(opened.refund, opened.askJob) : null;
      return {
        bookingId: booking.id,
        refundCents: outcome.refundCents,
        refund: sent ? { status: sent.status, method: REFUND_METHOD[sent.method] } : null,
      };
    },

    message: (done: Cancelled) =>
      done.refundCents > 0
        ? m.cancelledWithRefund(formatEuroCents(done.refundCents).replace(/\u00a0/g, ' '))
        : m.cancelled,
  };
}
export type CancellationService = ReturnType<typeof createCancellationService>;
