import { z } from 'zod';
import { ConsolePageSchema, consolePageOf } from '../audit/schemas.ts';
import { isoDateSchema } from '../common.ts';
import { couponAmountTypes } from '../domain.ts';
import { bookingMessages } from './messages.it.ts';

const m = bookingMessages.admin.coupons;

/** Letters, digits, hyphen and underscore: a code people can read out and type at checkout. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;
/** The largest fixed discount, in euro: a typo of a few zeros more is refused, not stored. */
export const COUPON_MAX_EURO = 100_000;

const optionalDate = isoDateSchema(m.datesInvalid).nullable().optional();

/**
 * What makes a coupon's fields inconsistent with one another, or null. Used by the form, by the create
 * schema and by an edit, which checks the record as it would be after the change.
 */
export function couponFieldsProblem(fields: {
  amount: number;
  amount_type: (typeof couponAmountTypes)[number];
  starts_on?: string | null;
  ends_on?: string | null;
}): { path: 'amount' | 'ends_on'; message: string } | null {
  if (fields.amount_type === 'percentage' && (!Number.isInteger(fields.amount) || fields.amount > 100))
    return { path: 'amount', message: m.percentInvalid };
  if (fields.amount_type === 'amount' && Math.round(fields.amount * 100) < 1)
    return { path: 'amount', message: m.amountInvalid };
  if (fields.starts_on && fields.ends_on && fields.ends_on < fields.starts_on)
    return { path: 'ends_on', message: m.endsBeforeStart };
  return null;
}

const minAmount = z
  .number({ error: m.minAmountInvalid })
  .min(0, { error: m.minAmountInvalid })
  .max(COUPON_MAX_EURO, { error: m.minAmountInvalid });

/** The coupon's fields as the console sends them: euro for a fixed amount and the minimum, whole percent otherwise. */
export const couponFields = {
  coupon_code: z.string({ error: m.codeInvalid }).trim().regex(COUPON_CODE_PATTERN, { error: m.codeInvalid }),
  /** Euro for `amount`, whole percent (1–100) for `percentage`. */
  amount: z
    .number({ error: m.amountInvalid })
    .gt(0, { error: m.amountInvalid })
    .max(COUPON_MAX_EURO, { error: m.amountTooHigh }),
  amount_type: z.enum(couponAmountTypes, { error: m.amountTypeInvalid }),
  starts_on: optionalDate,
  ends_on: optionalDate,
  usage_limit: z
    .number({ error: m.usageLimitInvalid })
    .int({ error: m.usageLimitInvalid })
    .min(1, { error: m.usageLimitInvalid })
    .max(1_000_000, { error: m.usageLimitInvalid })
    .nullable()
    .optional(),
  /** Euro; the running total the coupon needs before it applies. */
  min_amount: minAmount.default(0),
};

/** POST /admin/coupons. */
export const AdminCouponBodySchema = z.object(couponFields).superRefine((value, context) => {
  const problem = couponFieldsProblem(value);
  if (problem) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
});
export type AdminCouponBody = z.output<typeof AdminCouponBodySchema>;
export type AdminCouponInput = z.input<typeof AdminCouponBodySchema>;

/** PATCH /admin/coupons/{id}: any of the fields; the record after the change is checked as a whole. */
export const AdminCouponPatchSchema = z
  .object({ ...couponFields, min_amount: couponFields.min_amount.removeDefault() })
  .partial();
export type AdminCouponPatch = z.output<typeof AdminCouponPatchSchema>;

export const AdminCouponListQuerySchema = z.object({
  page: ConsolePageSchema,
});

export const AdminCouponSchema = z.object({
  _id: z.number().int(),
  coupon_code: z.string(),
  amount: z.number(),
  amount_type: z.enum(couponAmountTypes),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  min_amount: z.number(),
  active: z.boolean(),
  created_at: z.string(),
  /** Bookings that hold the coupon now or were paid with it (the same count the usage limit uses). */
  uses: z.number().int(),
  /** Euro taken off by those bookings. */
  discount_given: z.number(),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

export const AdminCouponListResponseSchema = z.object({
  success: z.literal(true),
  data: consolePageOf(AdminCouponSchema),
});
export const AdminCouponResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AdminCouponSchema,
});
