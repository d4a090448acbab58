import type { PaypalOrderBody, PaypalOrderResponse } from '@scrivania/core/schemas/payment';
import { apiRequest } from '../../../lib/api-client.ts';

export const createPaypalOrder = (body: PaypalOrderBody) =>
  apiRequest<PaypalOrderResponse>('payment/paypal/order', { method: 'POST', body, auth: true });
