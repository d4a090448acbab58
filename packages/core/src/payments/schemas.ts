import { z } from 'zod';
import { paymentsModes } from '../domain.ts';
import { paymentMessages } from './messages.it.ts';

const t = paymentMessages;

const BookingIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
/** Euro as the page shows it (SPEC section 7 sends payable_amount); optional, checked against the booking. */
const EuroAmountSchema = z.coerce.number().nonnegative().max(10_000_000).optional();
/** Chosen by the page once per attempt, so a retried request is recognised and applied once. */
const IdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .optional();

/**
 * What the payment page offers. `mode` is the server's PAYMENTS_MODE: only `sandbox` shows
 * 'Modalità di prova'. A method in mode `off` is not offered (live mode without its credentials).
 */
export const PaymentConfigResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    mode: z.enum(paymentsModes),
    card: z.discriminatedUnion('mode', [
      z.object({ mode: z.literal('stripe'), publishable_key: z.string() }),
      z.object({ mode: z.enum(['sandbox', 'off']) }),
    ]),
    paypal: z.discriminatedUnion('mode', [
      z.object({ mode: z.literal('paypal'), client_id: z.string() }),
      z.object({ mode: z.enum(['sandbox', 'off']) }),
    ]),
    bank_transfer: z.object({ mode: z.enum(['transfer', 'off']) }),
  }),
});
export type PaymentConfigResponse = z.infer<typeof PaymentConfigResponseSchema>;
export type PaymentConfig = PaymentConfigResponse['data'];

export const StripeIntentBodySchema = z.object({
  booking_id: BookingIdSchema,
  amount: EuroAmountSchema,
  currency: z.literal('EUR').optional(),
});
export type StripeIntentBody = z.infer<typeof StripeIntentBodySchema>;
export const StripeIntentResponseSchema = z.object({ clientSecret: z.string() });
export type StripeIntentResponse = z.infer<typeof StripeIntentResponseSchema>;

export const StripeConfirmBodySchema = z.object({
  booking_id: BookingIdSchema,
  payment_intent_id: z.string().regex(/^pi_[A-Za-z0-9_]{1,200}$/, t.orderUnknown),
});
export type StripeConfirmBody = z.infer<typeof StripeConfirmBodySchema>;

export const CardSandboxBodySchema = z.object({
  booking_id: BookingIdSchema,
  amount: EuroAmountSchema,
  card_number: z.string().trim().max(40),
  expiry: z.string().trim().max(10),
  cvc: z.string().trim().max(10),
  idempotency_key: IdempotencyKeySchema,
});
export type CardSandboxBody = z.infer<typeof CardSandboxBodySchema>;

export const PaypalOrderBodySchema = z.object({
  booking_id: BookingIdSchema,
  amount: EuroAmountSchema,
  idempotency_key: IdempotencyKeySchema,
});
export type PaypalOrderBody = z.infer<typeof PaypalOrderBodySchema>;
export const PaypalOrderResponseSchema = z.object({ success: z.literal(true), order_id: z.string() });
export type PaypalOrderResponse = z.infer<typeof PaypalOrderResponseSchema>;

export const PaypalCaptureBodySchema = z.object({
  booking_id: BookingIdSchema,
  order_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, t.orderUnknown),
});
export type PaypalCaptureBody = z.infer<typeof PaypalCaptureBodySchema>;

export const BankTransferBodySchema = z.object({ booking_id: BookingIdSchema });
export type BankTransferBody = z.infer<typeof BankTransferBodySchema>;

/** Answer of every step that changes a booking: its new status, so the page knows where to go. */
export const PaymentResultResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.number().int(), status: z.string() }),
});
export type PaymentResultResponse = z.infer<typeof PaymentResultResponseSchema>;

/** Optional: the euro amount that arrived, when it should be checked against the booking. */
export const BankTransferReceivedBodySchema = z.object({ amount: EuroAmountSchema }).optional();
export type BankTransferReceivedBody = z.infer<typeof BankTransferReceivedBodySchema>;
