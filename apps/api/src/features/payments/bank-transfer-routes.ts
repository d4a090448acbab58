import { defaultHolds } from '@scrivania/core/booking/lifecycle';
import { PathIdParamSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import { euroToCents } from '@scrivania/core/money';
import {
  BankTransferBodySchema,
  BankTransferReceivedBodySchema,
  PaymentResultResponseSchema,
} from '@scrivania/core/payments/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BankAccount } from '../../config-payments.ts';
import { requireRole, requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { bankTransferMail } from './payment-mails.ts';
import { type TransferStep, transferStep } from './payment-rules.ts';
import { ensurePaid, type PaymentService } from './payment-service.ts';
import { paidAnswer, refusals, tags } from './routes.ts';

const t = messages.payments;
/** The booking number is the payment reference of the transfer, so one transfer per booking. */
const transferRef = (bookingNo: string) => `transfer:${bookingNo}`;
const refused = (status: number, message: string): TransferStep => ({
  kind: 'refused',
  refusal: { status, message },
});

/** The guest chooses bank transfer: the booking waits, with the longer hold, for money sent to `bank`. */
export function transferRequestRoute(service: PaymentService, bank: BankAccount): FastifyPluginAsyncZod {
  const { repository } = service;
  return async (app) => {
    app.post(
      '/payment/bank-transfer',
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          body: BankTransferBodySchema,
          response: { 200: PaymentResultResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const booking = await service.payableBooking(
          request.body.booking_id,
          user.id,
          undefined,
          request.log,
        );
        const ref = transferRef(booking.bookingNo);
        const holdExpiresAt = new Date(Date.now() + defaultHolds.bankTransferMs);
        // Decided on the locked row: two requests at once, or a hold lapsing meanwhile, cannot both pass.
        const step = await app.db.transaction(async (tx) => {
          const locked = await repository.findBooking(booking.id, tx, true);
          if (!locked) return refused(404, t.bookingNotFound);
          const switchedBefore = (await repository.findPayment('bank_transfer', ref, tx)) !== null;
          const next = transferStep(locked, switchedBefore, new Date());
          if (next.kind !== 'switch') return next;
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
          return next;
        });
        if (step.kind === 'refused') throw new HttpError(step.refusal.status, step.refusal.message);
        // Asking again while the transfer is awaited changes nothing and sends no second mail.
        if (step.kind === 'switch') {
          await app.mailer.send(bankTransferMail({ ...booking, holdExpiresAt }, bank)).catch((error) => {
            request.log.error({ err: error, bookingId: booking.id }, 'bank transfer mail not sent');
          });
        }
        return {
          success: true as const,
          message: t.transferAwaited,
          data: { _id: booking.id, status: 'awaiting_transfer' },
        };
      },
    );
  };
}

/**
 * An admin marks the money received. Registered whatever is offered now: bookings switched while
 * bank transfer was offered still wait for their confirmation.
 */
export function transferReceivedRoute(service: PaymentService): FastifyPluginAsyncZod {
  const { repository } = service;
  return async (app) => {
    app.post(
      '/payment/bank-transfer/:id/received',
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          params: PathIdParamSchema,
          body: BankTransferReceivedBodySchema,
          response: { 200: PaymentResultResponseSchema, ...refusals },
        },
      },
      async (request) => {
        // The transfer goes to the operator's account: only the operator can say it arrived.
        const admin = requireRole(request, 'admin');
        const booking = await repository.findBooking(request.params.id);
        if (!booking) throw new HttpError(404, t.bookingNotFound);
        if (booking.status === 'booked') {
          const payment = await repository.findPayment('bank_transfer', transferRef(booking.bookingNo));
          if (payment?.status === 'succeeded') return paidAnswer(booking.id);
          throw new HttpError(409, t.alreadyPaid);
        }
        if (booking.status !== 'awaiting_transfer') throw new HttpError(409, t.transferNotAwaited);
        const amount = request.body?.amount;
        const amountCents = amount === undefined ? booking.payableAmountCents : euroToCents(amount);
        const ref = transferRef(booking.bookingNo);
        const outcome = await service.applyCharge(
          {
            provider: 'bank_transfer',
            providerRef: ref,
            bookingId: booking.id,
            type: 'transfer.received',
            charge: {
              status: 'succeeded',
              eventId: `received:${booking.bookingNo}:${amountCents}`,
              amountCents,
              currency: booking.currency,
              bookingId: booking.id,
              failureMessage: null,
              payload: { markedBy: admin.id, amountCents },
            },
          },
          request.log,
        );
        ensurePaid(outcome);
        return { ...paidAnswer(booking.id), message: t.transferReceived };
      },
    );
  };
}
