import { defaultHolds } from '@scrivania/core/booking/lifecycle';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents } from '@scrivania/core/money';
import { recordStatusChangeBy } from '@scrivania/db/booking-history';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BankAccount } from '../../config-payments.ts';
import { queueMail } from '../../lib/jobs/mail-jobs.ts';
import { HttpError } from '../../plugins/errors.ts';
import { queueTransferAwaitingMail } from '../booking/host-booking-service.ts';
import { bankTransferMail } from './payment-mails.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { type TransferStep, transferStep } from './payment-rules.ts';
import { ensurePaid, type PaymentService } from './payment-service.ts';

const t = messages.payments;
/** The booking number is the payment reference of the transfer, so one transfer per booking. */
const transferRef = (bookingNo: string) => `transfer:${bookingNo}`;
const refused = (status: number, message: string): TransferStep => ({
  kind: 'refused',
  refusal: { status, message },
});

/** Bank transfers: the guest's choice, and the operator's word that the money arrived. */
export function createBankTransferService(app: FastifyInstance, payments: PaymentService) {
  const repository = createPaymentRepository(app.db);
  return {
    /** The guest chooses bank transfer: the booking waits, with the longer hold, for money sent to `bank`. */
    async request(userId: number, bookingId: number, bank: BankAccount, log: FastifyBaseLogger) {
      const booking = await payments.payableBooking(bookingId, userId, undefined, log);
      const ref = transferRef(booking.bookingNo);
      const holdExpiresAt = new Date(Date.now() + defaultHolds.bankTransferMs);
      // Decided on the locked row: two requests at once, or a hold lapsing meanwhile, cannot both pass.
      const step = await app.db.transaction(async (tx) => {
        const payer = await repository.lockPayer(tx, userId);
        const locked = await repository.findBooking(booking.id, tx, true);
        if (!payer || !locked) return refused(404, t.bookingNotFound);
        const switchedBefore = (await repository.findPayment('bank_transfer', ref, tx)) !== null;
        const next = transferStep(locked, switchedBefore, new Date());
        if (next.kind !== 'switch') return next;
        // A 72-hour hold keeps dates from every other guest (decision 074): only for an address
        // that answers, and only a few at a time.
        if (!payer.emailVerifiedAt) return refused(403, t.transferNeedsVerifiedEmail);
        const awaited = await repository.awaitedTransfers(tx, userId);
        if (awaited.length >= app.config.bookingLimits.unpaidTransfersMax)
          return refused(409, t.tooManyTransfers(awaited));
        await recordStatusChangeBy(tx, { actorUserId: userId });
        await repository.updateBooking(tx, booking.id, {
          status: 'awaiting_transfer',
          holdExpiresAt,
          paymentMethod: 'wireTransfer',
        });
        await repository.savePayment(
          {
            bookingId: booking.id,
            provider: 'bank_transfer',
            providerRef: ref,
            amountCents: booking.payableAmountCents,
            currency: booking.currency,
            status: 'pending',
          },
          tx,
        );
        await queueMail(app, tx, bankTransferMail({ ...booking, holdExpiresAt }, bank, app.config.publicUrl));
        await queueTransferAwaitingMail(app, tx, booking.id);
        return next;
      });
      if (step.kind === 'refused') throw new HttpError(step.refusal.status, step.refusal.message);
    },

    /**
     * The operator marks the money received (`amount` in euro when it should be checked against the
     * booking). Says whether it was recorded before, in which case nothing changes.
     */
    async markReceived(
      adminId: number,
      bookingId: number,
      amount: number | undefined,
      log: FastifyBaseLogger,
    ): Promise<{ recordedBefore: boolean }> {
      const booking = await repository.findBooking(bookingId);
      if (!booking) throw new HttpError(404, t.bookingNotFound);
      const ref = transferRef(booking.bookingNo);
      if (booking.status === 'booked') {
        const payment = await repository.findPayment('bank_transfer', ref);
        if (payment?.status === 'succeeded') return { recordedBefore: true };
        throw new HttpError(409, t.alreadyPaid);
      }
      if (booking.status !== 'awaiting_transfer') throw new HttpError(409, t.transferNotAwaited);
      const amountCents = amount === undefined ? booking.payableAmountCents : euroToCents(amount);
      const outcome = await payments.applyCharge(
        {
          provider: 'bank_transfer',
          providerRef: ref,
          bookingId: booking.id,
          type: 'transfer.received',
          operatorId: adminId,
          charge: {
            status: 'succeeded',
            eventId: `received:${booking.bookingNo}:${amountCents}`,
            amountCents,
            currency: booking.currency,
            bookingId: booking.id,
            failureMessage: null,
            payload: { markedBy: adminId, amountCents },
          },
        },
        log,
      );
      ensurePaid(outcome);
      return { recordedBefore: false };
    },
  };
}
