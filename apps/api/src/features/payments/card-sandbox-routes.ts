import { randomUUID } from 'node:crypto';
import { todayInRome } from '@scrivania/core/dates';
import { messages } from '@scrivania/core/messages.it';
import { CardSandboxBodySchema, PaymentResultResponseSchema } from '@scrivania/core/payments/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { decideSandboxCard } from '../../providers/payments/card-sandbox.ts';
import { ensurePaid, type PaymentService } from './payment-service.ts';
import { paidAnswer, refusals, tags } from './routes.ts';

const t = messages.payments;

/** The card sandbox of CONTRACT.md; registered only in sandbox mode without Stripe keys. */
export function cardSandboxRoutes(service: PaymentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/payment/card-sandbox',
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          body: CardSandboxBodySchema,
          response: { 200: PaymentResultResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const body = request.body;
        const providerRef = `card_sb_${body.idempotency_key ?? randomUUID()}`;
        const earlier = await service.repository.findPayment('card_sandbox', providerRef);
        if (earlier) {
          const owner = (await service.repository.findBooking(earlier.bookingId))?.userId;
          if (earlier.bookingId !== body.booking_id || owner !== user.id)
            throw new HttpError(404, t.bookingNotFound);
          // The same attempt again (a retried request): the first answer stands.
          if (earlier.status === 'succeeded') return paidAnswer(body.booking_id);
        }
        const booking = await service.payableBooking(body.booking_id, user.id, body.amount, request.log);
        const decision = decideSandboxCard(
          { number: body.card_number, expiry: body.expiry, cvc: body.cvc },
          todayInRome(),
        );
        if (!decision.ok && decision.field) throw new HttpError(400, decision.message);
        const outcome = await service.applyCharge(
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
          request.log,
        );
        ensurePaid(outcome);
        return paidAnswer(booking.id);
      },
    );
  };
}
