import { randomUUID } from 'node:crypto';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import type { CardSandboxBody } from '@scrivania/core/payments/schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import { decideSandboxCard } from '../../providers/payments/card-sandbox.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { ensurePaid, type PaymentService } from './payment-service.ts';

const t = messages.payments;

/** The card sandbox of CONTRACT.md: test card numbers decide the charge; nothing leaves the server. */
export function createCardSandboxService(app: FastifyInstance, payments: PaymentService) {
  const repository = createPaymentRepository(app.db);
  return {
    /** Charges the user's booking with a sandbox card; the booking is paid, or an HttpError says why not. */
    async charge(userId: number, body: CardSandboxBody, log: FastifyBaseLogger): Promise<void> {
      const providerRef = `card_sb_${body.idempotency_key ?? randomUUID()}`;
      const earlier = await repository.findPayment('card_sandbox', providerRef);
      if (earlier) {
        const owner = (await repository.findBooking(earlier.bookingId))?.userId;
        if (earlier.bookingId !== body.booking_id || owner !== userId)
          throw new HttpError(404, t.bookingNotFound);
        // The same attempt again (a retried request): the first answer stands.
        if (earlier.status === 'succeeded') return;
      }
      const booking = await payments.payableBooking(body.booking_id, userId, body.amount, log);
      const decision = decideSandboxCard(
        { number: body.card_number, expiry: body.expiry, cvc: body.cvc },
        todayInRome(),
      );
      if (!decision.ok && decision.field) throw new HttpError(400, decision.message);
      const outcome = await payments.applyCharge(
        {
          provider: 'card_sandbox',
          providerRef,
          bookingId: booking.id,
          type: decision.ok ? 'charge.succeeded' : 'charge.failed',
          charge: {
            status: decision.ok ? 'succeeded' : 'failed',
            eventId: providerRef,
            amountCents: booking.payableAmountCents,
            currency: booking.currency,
            bookingId: booking.id,
            failureMessage: decision.ok ? null : decision.message,
            payload: { sandbox: true, last4: decision.ok ? decision.last4 : null },
          },
        },
        log,
      );
      ensurePaid(outcome);
    },
  };
}
