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

export interface PaypalGateway {
  mode: 'paypal' | 'sandbox';
  createOrder(input: OrderInput): Promise<{ orderId: string }>;
  /** `recorded` is what was stored when the order was created; only the sandbox relies on it. */
  captureOrder(orderId: string, recorded: OrderInput): Promise<ProviderCharge>;
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

/** The failure of a provider call (network, 5xx): the user is told to retry, nothing is changed. */
export class ProviderUnavailableError extends HttpError {
  constructor(readonly reason: unknown) {
    super(502, messages.payments.providerUnavailable);
    this.name = 'ProviderUnavailableError';
  }
}

/** Runs a provider call; any failure of it becomes ProviderUnavailableError. */
export async function providerCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new ProviderUnavailableError(error);
  }
}
