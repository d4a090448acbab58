import { randomUUID } from 'node:crypto';
import { messages } from '@scrivania/core/messages.it';
import type { PaypalCaptureBody, PaypalOrderBody } from '@scrivania/core/payments/schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors.ts';
import type { PaypalGateway } from '../../providers/payments/gateway.ts';
import { createPaymentRepository } from './payment-repository.ts';
import { ensurePaid, type PaymentService } from './payment-service.ts';

const t = messages.payments;

/** PayPal orders, created and captured on the server (real API, or the PayPal sandbox). */
export function createPaypalService(app: FastifyInstance, payments: PaymentService, paypal: PaypalGateway) {
  const repository = createPaymentRepository(app.db);
  const provider = paypal.mode === 'paypal' ? 'paypal' : 'paypal_sandbox';
  return {
    /** Opens an order for the user's booking, for the booking's own amount; answers its id. */
    async createOrder(userId: number, body: PaypalOrderBody, log: FastifyBaseLogger): Promise<string> {
      const booking = await payments.payableBooking(body.booking_id, userId, body.amount, log);
      const { orderId } = await paypal.createOrder({
        bookingId: booking.id,
        bookingNo: booking.bookingNo,
        amountCents: booking.payableAmountCents,
        currency: booking.currency,
        idempotencyKey: `order-${booking.id}-${body.idempotency_key ?? randomUUID()}`,
      });
      await repository.savePayment({
        bookingId: booking.id,
        provider,
        providerRef: orderId,
        amountCents: booking.payableAmountCents,
        currency: booking.currency,
        status: 'created',
      });
      return orderId;
    },

    /** Captures the user's order; the booking is paid (again, for a retry), or an HttpError says why not. */
    async capture(userId: number, body: PaypalCaptureBody, log: FastifyBaseLogger): Promise<void> {
      const { booking_id: bookingId, order_id: orderId } = body;
      const order = await repository.findPayment(provider, orderId);
      const booking = await repository.findBooking(bookingId);
      if (!order || order.bookingId !== bookingId || !booking || booking.userId !== userId)
        throw new HttpError(404, t.orderUnknown);
      if (order.status === 'succeeded') return;
      const charge = await paypal.captureOrder(orderId, {
        bookingId,
        bookingNo: booking.bookingNo,
        amountCents: order.amountCents,
        currency: order.currency,
        idempotencyKey: orderId,
      });
      if (charge.bookingId !== null && charge.bookingId !== bookingId)
        throw new HttpError(404, t.orderUnknown);
      const outcome = await payments.applyCharge(
        { provider, providerRef: orderId, bookingId, charge, type: 'order.captured' },
        log,
      );
      ensurePaid(outcome);
    },
  };
}
