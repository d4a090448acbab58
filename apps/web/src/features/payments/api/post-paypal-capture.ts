import type { PaymentResultResponse, PaypalCaptureBody } from '@scrivania/core/payments/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { createPaypalOrder } from './post-paypal-order.ts';

export const capturePaypalOrder = (body: PaypalCaptureBody) =>
  apiRequest<PaymentResultResponse>('payment/paypal/capture', { method: 'POST', body, auth: true });

/** Sandbox PayPal: the server creates and captures its sandbox order in one go for the page. */
export const usePaypalSandboxPayment = () =>
  useMutation({
    mutationFn: async (body: { booking_id: number; amount: number; idempotency_key: string }) => {
      const { order_id } = await createPaypalOrder(body);
      return capturePaypalOrder({ booking_id: body.booking_id, order_id });
    },
  });
