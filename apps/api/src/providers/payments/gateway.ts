import { messages } from '@scrivania/core/messages.it';
import { HttpError } from '../../plugins/errors.ts';

/** What the payment service needs from a provider, whatever answers: the real API or a sandbox. */

export interface CardIntent {
  id: string;
  clientSecret: string;
}

/** A provider's word that money moved (or not), in the terms the payment service checks. */
export interface ProviderCharge {
  status: 'succeeded' | 'pending' | 'failed';
  /** The provider's id of the charge or capture: one event per id. */
  eventId: string;
  amountCents: number;
  currency: string;
  /** The booking the provider was told about when the payment was created. */
  bookingId: number | null;
  failureMessage: string | null;
  payload: unknown;
}

/** A refund to ask of a provider; the same idempotency key always names the same refund. */
export interface RefundRequest {
  /** Our refund's id, sent as metadata so a webhook finds it even if our own record of the answer is lost. */
  refundId: number;
  bookingId: number;
  /** The provider's reference of the payment: Stripe's PaymentIntent, PayPal's capture. */
  paymentRef: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
}

/** The provider's answer to a refund: its id and how far it got. */
export interface RefundAnswer {
  providerRef: string;
  status: 'succeeded' | 'pending' | 'failed';
  failureMessage: string | null;
}

export interface PaypalGateway {
  mode: 'paypal' | 'sandbox';
  /** The client id PayPal's buttons load with; null for the sandbox, which has no buttons. */
  clientId: string | null;
  createOrder(input: OrderInput): Promise<{ orderId: string }>;
  /** `recorded` is what was stored when the order was created; only the sandbox relies on it. */
  captureOrder(orderId: string, recorded: OrderInput): Promise<ProviderCharge>;
  /** Refunds part or all of a capture; `paymentRef` is the capture's id. */
  refundCapture(request: RefundRequest): Promise<RefundAnswer>;
}

export interface OrderInput {
  bookingId: number;
  bookingNo: string;
  amountCents: number;
  currency: string;
  idempotencyKey: string;
}

/** Cents to the decimal string PayPal and Stripe's dashboards speak: 12345 → "123.45". */
export function centsToDecimal(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "123.45" → 12345, exactly (no floating point); anything else is NaN. */
export function decimalToCents(value: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match?.[1]) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export type ProviderName = 'stripe' | 'paypal';

/**
 * What the logs keep of a failed provider call: the HTTP status and the provider's own id of the
 * call (PayPal's debug id, Stripe's request id), which is what their support asks for. Never the
 * SDK's error itself: it carries the request, whose headers hold the client secret or a bearer token.
 */
export interface ProviderFailure {
  provider: ProviderName;
  status: number | null;
  debugId: string | null;
  /** A network error's code (ECONNREFUSED) or the provider's error code, when there is no status. */
  code: string | null;
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const token = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? value : null;

export function describeProviderFailure(provider: ProviderName, error: unknown): ProviderFailure {
  const fields = fieldsOf(error);
  const debugId = fieldsOf(fields.headers)['paypal-debug-id'] ?? fieldsOf(fields.result).debug_id;
  return {
    provider,
    status: typeof fields.statusCode === 'number' ? fields.statusCode : null,
    debugId: token(debugId ?? fields.requestId, /^[\w-]{1,100}$/),
    code: token(fields.code, /^[\w-]{1,64}$/),
  };
}

/** The failure of a provider call (network, 5xx): the user is told to retry, nothing is changed. */
export class ProviderUnavailableError extends HttpError {
  constructor(readonly failure: ProviderFailure) {
    super(502, messages.payments.providerUnavailable);
    this.name = 'ProviderUnavailableError';
  }
}

/** Runs a provider call; any failure of it becomes ProviderUnavailableError, described as above. */
export async function providerCall<T>(provider: ProviderName, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ProviderUnavailableError(describeProviderFailure(provider, error));
  }
}

/** A provider answer the product cannot use (no id, no client secret): as unavailable, with a code. */
export const unusableAnswer = (provider: ProviderName, code: string) =>
  new ProviderUnavailableError({ provider, status: null, debugId: null, code });
