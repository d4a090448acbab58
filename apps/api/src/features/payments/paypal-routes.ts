import { randomUUID } from 'node:crypto';
import { messages } from '@scrivania/core/messages.it';
import {
  PaymentResultResponseSchema,
  PaypalCaptureBodySchema,
  PaypalOrderBodySchema,
  PaypalOrderResponseSchema,
} from '@scrivania/core/payments/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { PaypalGateway } from '../../providers/payments/gateway.ts';
import { ensurePaid, type PaymentService } from './payment-service.ts';
import { paidAnswer, refusals, tags } from './routes.ts';

const t = messages.payments;

/** PayPal orders, created and captured on the server (real API, or the PayPal sandbox). */
export function paypalRoutes(service: PaymentService, paypal: PaypalGateway): FastifyPluginAsyncZod {
  const provider = paypal.mode === 'paypal' ? 'paypal' : 'paypal_sandbox';
  return async (app) => {
    app.post(
      '/payment/paypal/order',
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          body: PaypalOrderBodySchema,
          response: { 200: PaypalOrderResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const body = request.body;
        const booking = await service.payableBooking(body.booking_id, user.id, body.amount, request.log);
        const { orderId } = await paypal.createOrder({
          bookingId: booking.id,
          bookingNo: booking.bookingNo,
          amountCents: booking.payableAmountCents,
          currency: booking.currency,
          idempotencyKey: `order-${booking.id}-${body.idempotency_key ?? randomUUID()}`,
        });
        await service.repository.savePayment({
          bookingId: booking.id,
          provider,
          providerRef: orderId,
          amountCents: booking.payableAmountCents,
          currency: booking.currency,
          status: 'created',
        });
        return { success: true as const, order_id: orderId };
      },
    );

    app.post(
      '/payment/paypal/capture',
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          body: PaypalCaptureBodySchema,
          response: { 200: PaymentResultResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { booking_id: bookingId, order_id: orderId } = request.body;
        const order = await service.repository.findPayment(provider, orderId);
        const booking = await service.repository.findBooking(bookingId);
        if (!order || order.bookingId !== bookingId || !booking || booking.userId !== user.id)
          throw new HttpError(404, t.orderUnknown);
        if (order.status === 'succeeded') return paidAnswer(bookingId);
        const charge = await paypal.captureOrder(orderId, {
          bookingId,
          bookingNo: booking.bookingNo,
          amountCents: order.amountCents,
          currency: order.currency,
          idempotencyKey: orderId,
        });
        if (charge.bookingId !== null && charge.bookingId !== bookingId)
          throw new HttpError(404, t.orderUnknown);
        const outcome = await service.applyCharge(
          { provider, providerRef: orderId, bookingId, charge, type: 'order.captured' },
          request.log,
        );
        ensurePaid(outcome);
        return paidAnswer(bookingId);
      },
    );
  };
}
