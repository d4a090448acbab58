import { randomBytes } from 'node:crypto';
import { Agent } from 'node:https';
import { connect } from 'node:net';
import {
  CaptureStatus,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrdersController,
  PaymentsController,
  RefundStatus,
} from '@paypal/paypal-server-sdk';
import { messages } from '@scrivania/core/messages.it';
import type { PaymentsConfig } from '../../config.ts';
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

/** Reads a captured order as a charge: the first capture of the first purchase unit. */
export function orderCharge(order: Order): ProviderCharge {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  const bookingId = Number(unit?.customId ?? capture?.customId);
  const status =
    capture?.status === CaptureStatus.Completed
      ? 'succeeded'
      : capture?.status === CaptureStatus.Pending
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

/** Orders are created and captured on the server with PayPal's official SDK. */
export function createPaypalGateway(config: PaypalConfig): PaypalGateway {
  const newClient = () =>
    new Client({
      clientCredentialsAuthCredentials: {
        oAuthClientId: config.clientId,
        oAuthClientSecret: config.clientSecret,
      },
      environment: config.environment === 'live' ? Environment.Production : Environment.Sandbox,
      timeout: 20_000,
      ...(config.apiUrl && { httpClientOptions: { httpsAgent: plainAgentTo(new URL(config.apiUrl)) } }),
    });
  const newOrders = () => new OrdersController(newClient());
  let orders = newOrders();
  let refunds = new PaymentsController(newClient());
  // The SDK keeps a failed token request and answers every later call with its error, so one PayPal
  // hiccup would stop PayPal payments until a restart: after a failed call, the next gets a new client.
  async function call<T>(work: (controller: OrdersController) => Promise<T>): Promise<T> {
    const controller = orders;
    try {
      return await providerCall('paypal', () => work(controller));
    } catch (error) {
      if (orders === controller) orders = newOrders();
      throw error;
    }
  }
  return {
    mode: 'paypal',
    clientId: config.clientId,
    async createOrder(input) {
      const { result } = await call((controller) =>
        controller.createOrder({
          paypalRequestId: input.idempotencyKey,
          body: {
            intent: CheckoutPaymentIntent.Capture,
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
          if (refunds === controller) refunds = new PaymentsController(newClient());
          throw error;
        }
      });
      if (!result.id) throw unusableAnswer('paypal', 'refund_without_id');
      return paypalRefundAnswer(result.id, result.status);
    },
    async captureOrder(orderId) {
      const { result } = await call((controller) =>
        controller.captureOrder({
          id: orderId,
          paypalRequestId: `capture-${orderId}`,
          prefer: 'return=representation',
        }),
      );
      return orderCharge(result);
    },
  };
}

/** Reads PayPal's refund status: PENDING is under way, CANCELLED and FAILED did not happen. */
export function paypalRefundAnswer(id: string, status: RefundStatus | undefined): RefundAnswer {
  const mapped =
    status === RefundStatus.Completed
      ? 'succeeded'
      : status === RefundStatus.Cancelled || status === RefundStatus.Failed
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
