import { randomBytes } from 'node:crypto';
import { Agent } from 'node:https';
import { connect } from 'node:net';
import type {
  CaptureStatus,
  Order,
  OrdersController,
  PaymentsController,
  RefundStatus,
} from '@paypal/paypal-server-sdk';
import { messages } from '@scrivania/core/messages.it';
import type { PaymentsConfig } from '../../config.ts';
import { onFirstUse } from '../../lib/on-first-use.ts';
import {
  centsToDecimal,
  decimalToCents,
  type PaypalGateway,
  type ProviderCharge,
  providerCall,
  type RefundAnswer,
  unusableAnswer,
} from './gateway.ts';

type PaypalConfig = NonNullable<PaymentsConfig['paypal']>;
type PaypalSdk = typeof import('@paypal/paypal-server-sdk');

/** Reads a captured order as a charge: the first capture of the first purchase unit. */
export function orderCharge(order: Order, captureStatus: typeof CaptureStatus): ProviderCharge {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  const bookingId = Number(unit?.customId ?? capture?.customId);
  const status =
    capture?.status === captureStatus.Completed
      ? 'succeeded'
      : capture?.status === captureStatus.Pending
        ? 'pending'
        : 'failed';
  return {
    status,
    eventId: `capture:${capture?.id ?? order.id ?? 'unknown'}`,
    amountCents: capture?.amount ? decimalToCents(capture.amount.value) : Number.NaN,
    currency: capture?.amount?.currencyCode ?? '',
    bookingId: Number.isInteger(bookingId) && bookingId > 0 ? bookingId : null,
    failureMessage: status === 'succeeded' ? null : messages.payments.paypalNotCompleted,
    payload: order,
  };
}

/**
 * The SDK has no base-URL option: for local testing, an HTTPS agent whose connections go in plain
 * HTTP to the given server, which then answers PayPal's paths.
 */
function plainAgentTo(target: URL): Agent {
  return new (class extends Agent {
    override createConnection() {
      return connect(Number(target.port || 80), target.hostname);
    }
  })();
}

/**
 * Orders are created and captured on the server with PayPal's official SDK. The SDK costs the process
 * about 20 MB resident and is not needed until the first PayPal payment, so it is loaded then
 * (decision 046); a failed load is tried again by the next call.
 */
export function createPaypalGateway(config: PaypalConfig): PaypalGateway {
  const sdk = onFirstUse(() => import('@paypal/paypal-server-sdk'));
  const newClient = (paypal: PaypalSdk) =>
    new paypal.Client({
      clientCredentialsAuthCredentials: {
        oAuthClientId: config.clientId,
        oAuthClientSecret: config.clientSecret,
      },
      environment: config.environment === 'live' ? paypal.Environment.Production : paypal.Environment.Sandbox,
      timeout: 20_000,
      ...(config.apiUrl && { httpClientOptions: { httpsAgent: plainAgentTo(new URL(config.apiUrl)) } }),
    });
  let orders: OrdersController | undefined;
  let refunds: PaymentsController | undefined;
  // The SDK keeps a failed token request and answers every later call with its error, so one PayPal
  // hiccup would stop PayPal payments until a restart: after a failed call, the next gets a new client.
  async function call<T>(work: (controller: OrdersController, paypal: PaypalSdk) => Promise<T>): Promise<T> {
    const paypal = await providerCall('paypal', sdk);
    orders ??= new paypal.OrdersController(newClient(paypal));
    const controller = orders;
    try {
      return await providerCall('paypal', () => work(controller, paypal));
    } catch (error) {
      if (orders === controller) orders = undefined;
      throw error;
    }
  }
  return {
    mode: 'paypal',
    clientId: config.clientId,
    async createOrder(input) {
      const { result } = await call((controller, paypal) =>
        controller.createOrder({
          paypalRequestId: input.idempotencyKey,
          body: {
            intent: paypal.CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: input.bookingNo,
                customId: String(input.bookingId),
                description: `Prenotazione ${input.bookingNo}`,
                amount: { currencyCode: input.currency, value: centsToDecimal(input.amountCents) },
              },
            ],
          },
        }),
      );
      if (!result.id) throw unusableAnswer('paypal', 'order_without_id');
      return { orderId: result.id };
    },
    async refundCapture(request) {
      const paypal = await providerCall('paypal', sdk);
      refunds ??= new paypal.PaymentsController(newClient(paypal));
      const controller = refunds;
      const { result } = await providerCall('paypal', async () => {
        try {
          return await controller.refundCapturedPayment({
            captureId: request.paymentRef,
            paypalRequestId: request.idempotencyKey,
            prefer: 'return=representation',
            body: {
              amount: { currencyCode: request.currency, value: centsToDecimal(request.amountCents) },
              customId: String(request.refundId),
            },
          });
        } catch (error) {
          // As for orders: a failed token request would otherwise stick to the client.
          if (refunds === controller) refunds = undefined;
          throw error;
        }
      });
      if (!result.id) throw unusableAnswer('paypal', 'refund_without_id');
      return paypalRefundAnswer(result.id, result.status, paypal.RefundStatus);
    },
    async captureOrder(orderId) {
      const paypal = await providerCall('paypal', sdk);
      const { result } = await call((controller) =>
        controller.captureOrder({
          id: orderId,
          paypalRequestId: `capture-${orderId}`,
          prefer: 'return=representation',
        }),
      );
      return orderCharge(result, paypal.CaptureStatus);
    },
  };
}

/** Reads PayPal's refund status: PENDING is under way, CANCELLED and FAILED did not happen. */
export function paypalRefundAnswer(
  id: string,
  status: RefundStatus | undefined,
  refundStatus: typeof RefundStatus,
): RefundAnswer {
  const mapped =
    status === refundStatus.Completed
      ? 'succeeded'
      : status === refundStatus.Cancelled || status === refundStatus.Failed
        ? 'failed'
        : 'pending';
  return { providerRef: id, status: mapped, failureMessage: mapped === 'failed' ? (status ?? null) : null };
}

/**
 * The PayPal sandbox of CONTRACT.md: orders are created and captured by the server without any
 * account; the order's amount is the one recorded when it was created.
 */
export function createPaypalSandbox(): PaypalGateway {
  return {
    mode: 'sandbox',
    clientId: null,
    async createOrder() {
      return { orderId: `SANDBOX-${randomBytes(8).toString('hex').toUpperCase()}` };
    },
    async captureOrder(orderId, recorded) {
      return {
        status: 'succeeded',
        eventId: `capture:${orderId}`,
        amountCents: recorded.amountCents,
        currency: recorded.currency,
        bookingId: recorded.bookingId,
        failureMessage: null,
        payload: { id: orderId, status: 'COMPLETED', sandbox: true },
      };
    },
    async refundCapture(request) {
      return {
        providerRef: `SANDBOX-REFUND-${request.idempotencyKey}`,
        status: 'succeeded',
        failureMessage: null,
      };
    },
  };
}
