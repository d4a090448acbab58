import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../account/schemas.ts';
import { ibanSchema } from '../common.ts';
import {
  cancellationPolicies,
  paymentMethods,
  paymentProviders,
  refundInitiators,
  refundStatuses,
} from '../domain.ts';
import { euroToCents, formatEuroCents } from '../money.ts';
import { bookingMessages } from './messages.it.ts';

const m = bookingMessages.cancellation;

/**
 * A policy's rule as numbers: what a booking keeps (decision 071), so it is a plain document in the
 * shape the database and the API hold it.
 */
export const CancellationRuleSchema = z.object({
  /** From the earliest deadline to the latest. */
  tiers: z
    .array(
      z.object({
        /** Days before the first day whose 00:00 Rome ends this tier. */
        days_before: z.number().int().min(0).max(366),
        /** Whole percent refunded while this tier lasts. */
        percent: z.number().int().min(0).max(100),
      }),
    )
    .max(10),
  /** Whole percent refunded after the last deadline, until the first day begins. */
  final_percent: z.number().int().min(0).max(100),
});
export type CancellationRule = z.infer<typeof CancellationRuleSchema>;

/** What cancelling a booking would give back now: the policy's share of what was paid. */
export const CancellationQuoteSchema = z.object({
  booking_id: z.number().int(),
  cancellable: z.boolean(),
  /** Null for a booking that was never paid: nothing to give back. */
  policy: z.enum(cancellationPolicies).nullable(),
  paid_amount_cents: z.number().int(),
  percent: z.number().int(),
  /** Euro, for display; `refund_amount_cents` is exact. */
  refund_amount: z.number(),
  refund_amount_cents: z.number().int(),
  /** When the current share ends (ISO instant, 00:00 Rome), or null when no lower share follows. */
  current_until: z.string().nullable(),
  /** The policy's deadlines for this booking, earliest first. */
  deadlines: z.array(z.object({ until: z.string(), percent: z.number().int() })),
  /** A refund to a bank transfer needs the IBAN it goes to: asked for while the profile has none. */
  iban_required: z.boolean(),
  /** The profile's IBAN a bank transfer's refund would go to; null for card and PayPal or when none is saved. */
  iban: z.string().nullable(),
});
export type CancellationQuote = z.infer<typeof CancellationQuoteSchema>;
export const CancellationQuoteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: CancellationQuoteSchema,
});

export const CancelBookingBodySchema = z
  .object({
    /** Where a bank transfer's refund goes; ignored for card and PayPal. */
    iban: ibanSchema(m.ibanInvalid).optional(),
    /** Needed only when `iban` differs from the one on the profile (decision 075). */
    current_password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  })
  .strict()
  // A booking paid by card or PayPal, or unpaid, is cancelled with no body at all.
  .nullish();
export type CancelBookingBody = z.infer<typeof CancelBookingBodySchema>;

export const CancelBookingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    _id: z.number().int(),
    status: z.literal('cancelled'),
    refund_amount: z.number(),
    refund_amount_cents: z.number().int(),
    /** Null when nothing is refunded. */
    refund: z.object({ status: z.enum(refundStatuses), method: z.enum(paymentMethods) }).nullable(),
  }),
});
export type CancelBookingResponse = z.infer<typeof CancelBookingResponseSchema>;

/** A host cancels with a reason the guest reads in a mail: a few sentences at most. */
export const HOST_CANCEL_REASON_MAX = 500;
export const HostCancelBodySchema = z
  .object({
    reason: z
      .string({ error: m.hostReasonRequired })
      .trim()
      .min(1, { error: m.hostReasonRequired })
      .max(HOST_CANCEL_REASON_MAX, { error: m.hostReasonTooLong }),
  })
  .strict();
export type HostCancelBody = z.infer<typeof HostCancelBodySchema>;

const refundReason = z
  .string({ error: m.refundReasonRequired })
  .trim()
  .min(1, { error: m.refundReasonRequired })
  .max(HOST_CANCEL_REASON_MAX, { error: m.hostReasonTooLong });

/** The operator gives back any amount up to what is left, with a reason (goodwill, a dispute). */
export const AdminRefundBodySchema = z
  .object({
    amount_cents: z
      .number({ error: m.refundAmountInvalid })
      .int({ error: m.refundAmountInvalid })
      .min(1, { error: m.refundAmountInvalid })
      .max(1_000_000_000, { error: m.refundAmountInvalid }),
    reason: refundReason,
  })
  .strict();
export type AdminRefundBody = z.infer<typeof AdminRefundBodySchema>;

/**
 * The console's refund form: euro as the operator types them (a comma or a point, at most two
 * decimals), more than zero and at most `leftCents`, sent as the body's cents.
 */
export function adminRefundFormSchema(leftCents: number) {
  return z
    .object({
      amount: z
        .string()
        .trim()
        .regex(/^\d{1,7}([.,]\d{1,2})?$/, { error: m.refundEuroInvalid })
        .transform((typed) => euroToCents(Number(typed.replace(',', '.'))))
        .refine((cents) => cents > 0, { error: m.refundEuroInvalid })
        .refine((cents) => cents <= leftCents, {
          error: m.refundAboveLeft(formatEuroCents(leftCents)),
        }),
      reason: refundReason,
    })
    .transform(({ amount, reason }): AdminRefundBody => ({ amount_cents: amount, reason }));
}
export type AdminRefundFormInput = z.input<ReturnType<typeof adminRefundFormSchema>>;

export const AdminRefundSchema = z.object({
  _id: z.number().int(),
  booking_id: z.number().int(),
  booking_no: z.string(),
  /** The guest named on the booking, who gets the money back. */
  guest_name: z.string(),
  email: z.string(),
  amount: z.number(),
  amount_cents: z.number().int(),
  status: z.enum(refundStatuses),
  method: z.enum(paymentMethods),
  provider: z.enum(paymentProviders),
  provider_ref: z.string().nullable(),
  initiator: z.enum(refundInitiators),
  reason: z.string().nullable(),
  /** Where a bank transfer's refund goes; null for card and PayPal, or while the guest has not said. */
  iban: z.string().nullable(),
  failure_message: z.string().nullable(),
  created_at: z.string(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

export const AdminRefundResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AdminRefundSchema,
});

export const AdminRefundListQuerySchema = z.object({ status: z.enum(refundStatuses).optional() });
export const AdminRefundListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(AdminRefundSchema),
});
