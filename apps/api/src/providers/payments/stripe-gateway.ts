import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../config.ts';
import { onFirstUse } from '../../lib/on-first-use.ts';
import {
  type CardIntent,
  type ProviderCharge,
  providerCall,
  type RefundAnswer,
  type RefundRequest,
  unusableAnswer,
} from './gateway.ts';

export type StripeConfig = NonNullable<PaymentsConfig['stripe']>;

export interface StripeGateway {
  publishableKey: string;
  createIntent(input: {
    bookingId: number;
    bookingNo: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<CardIntent>;
  retrieveIntent(id: string): Promise<CardIntent & { charge: ProviderCharge }>;
  /** A refund on the PaymentIntent (`paymentRef`), with the request's idempotency key. */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /** Verifies the signature over the raw body; null when it is missing or wrong. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<Stripe.Event | null>;
}

/** Reads a Stripe refund as our refund's status: requires_action and pending are still under way. */
export function refundAnswer(refund: Stripe.Refund): RefundAnswer {
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return {
    providerRef: refund.id,
    status,
    failureMessage: status === 'failed' ? (refund.failure_reason ?? refund.status ?? 'failed') : null,
  };
}

/** Reads a PaymentIntent as a charge the payment service can check against its booking. */
export function intentCharge(
  intent: Stripe.PaymentIntent,
  eventId: string,
  payload: unknown,
): ProviderCharge {
  const bookingId = Number(intent.metadata?.booking_id);
  const status =
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'canceled' || intent.last_payment_error
        ? 'failed'
        : 'pending';
  return {
    status,
    eventId,
    amountCents: intent.status === 'succeeded' ? intent.amount_received : intent.amount,
    currency: intent.currency.toUpperCase(),
    bookingId: Number.isInteger(bookingId) && bookingId > 0 ? bookingId : null,
    failureMessage: intent.last_payment_error?.message ?? null,
    payload,
  };
}

/**
 * The Stripe SDK's client, loaded on the first card payment, refund, payout or webhook, not at start;
 * pointed at a local double when `apiUrl` is set (tests and benches, decision 013).
 */
export function createStripeClient(config: StripeConfig): () => Promise<Stripe> {
  const endpoint = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return onFirstUse(async () => {
    const { default: Stripe } = await import('stripe');
    return new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(endpoint && {
        host: endpoint.hostname,
        port: endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80),
        protocol: endpoint.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  });
}

export function createStripeGateway(config: StripeConfig): StripeGateway {
  const client = createStripeClient(config);
  return {
    publishableKey: config.publishableKey,
    async createIntent(input) {
      const stripe = await providerCall('stripe', client);
      const intent = await providerCall('stripe', () =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            allowed_payment_method_types: ['card'],
            description: `Prenotazione ${input.bookingNo}`,
            metadata: { booking_id: String(input.bookingId), booking_no: input.bookingNo },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!intent.client_secret) throw unusableAnswer('stripe', 'intent_without_client_secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveIntent(id) {
      const stripe = await providerCall('stripe', client);
      const intent = await providerCall('stripe', () => stripe.paymentIntents.retrieve(id));
      const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.id;
      return {
        id: intent.id,
        clientSecret: intent.client_secret ?? '',
        charge: intentCharge(intent, `retrieve:${chargeId}:${intent.status}`, intent),
      };
    },
    async refund(request) {
      const stripe = await providerCall('stripe', client);
      const refund = await providerCall('stripe', () =>
        stripe.refunds.create(
          {
            payment_intent: request.paymentRef,
            amount: request.amountCents,
            metadata: {
              refund_id: String(request.refundId),
              booking_id: String(request.bookingId),
              refund_key: request.idempotencyKey,
            },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      if (!refund.id) throw unusableAnswer('stripe', 'refund_without_id');
      return refundAnswer(refund);
    },
    async verifyEvent(rawBody, signature) {
      // One route serves the account's endpoint and the Connect endpoint: either signature will do.
      const secrets = [config.webhookSecret, config.connectWebhookSecret].filter(
        (secret) => secret !== undefined,
      );
      if (secrets.length === 0 || !signature) return null;
      const stripe = await providerCall('stripe', client);
      for (const secret of secrets) {
        try {
          return stripe.webhooks.constructEvent(rawBody, signature, secret);
        } catch {}
      }
      return null;
    },
  };
}
