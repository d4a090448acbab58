import type { PaypalOrderBody, PaypalOrderResponse } from '@scrivania/core/payments/schemas';
import { apiRequest } from '../../../lib/api-client.ts';

export const createPaypalOrder = (body: PaypalOrderBody) =>
  apiRequest<PaypalOrderResponse>('payment/paypal/order', { method: 'POST', body, auth: true });
