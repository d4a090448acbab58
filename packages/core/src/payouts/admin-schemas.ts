import { z } from 'zod';
import { ConsolePageSchema, consolePageOf, consoleSearchSchema } from '../audit/schemas.ts';
import { payoutHoldReasons, payoutKinds, payoutMethods, payoutStatuses } from '../domain.ts';
import { payoutMessages } from './messages.it.ts';

const a = payoutMessages.console;

export const ADMIN_PAYOUTS_PAGE_SIZE = 50;
export const PAYOUT_BATCHES_PAGE_SIZE = 20;

/**
 * GET /admin/payouts: `status` keeps the lines in that state; `host` is a host's id (digits only) or
 * text found in a host's name or e-mail (any letter case); latest due first.
 */
export const AdminPayoutListQuerySchema = z.object({
  status: z.enum(payoutStatuses, { error: a.statusInvalid }).optional(),
  host: consoleSearchSchema(a.hostInvalid),
  page: ConsolePageSchema,
});
export type AdminPayoutListQuery = z.output<typeof AdminPayoutListQuerySchema>;

export const AdminPayoutSchema = z.object({
  _id: z.number().int(),
  kind: z.enum(payoutKinds),
  host: z.object({ _id: z.number().int(), name: z.string(), email: z.string() }),
  booking_no: z.string(),
  gross_cents: z.number().int(),
  commission_cents: z.number().int(),
  net_cents: z.number().int(),
  due_on: z.string(),
  status: z.enum(payoutStatuses),
  method: z.enum(payoutMethods),
  hold_reason: z.enum(payoutHoldReasons).nullable(),
  /** What the provider said when a transfer was refused. */
  failure_message: z.string().nullable(),
  batch_id: z.number().int().nullable(),
  paid_at: z.string().nullable(),
});
export type AdminPayout = z.infer<typeof AdminPayoutSchema>;

export const AdminPayoutListResponseSchema = z.object({
  success: z.literal(true),
  data: consolePageOf(AdminPayoutSchema),
});
export type AdminPayoutList = z.infer<typeof AdminPayoutListResponseSchema>['data'];

/** POST /admin/payouts/{id}/release: why the operator pays this one early (kept in the activity log). */
export const PayoutReleaseBodySchema = z.object({
  reason: z
    .string({ error: a.reasonRequired })
    .trim()
    .min(1, { error: a.reasonRequired })
    .max(500, { error: a.reasonTooLong }),
});
export type PayoutReleaseBody = z.output<typeof PayoutReleaseBodySchema>;

export const AdminPayoutResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AdminPayoutSchema,
});

export const PayoutRunSummarySchema = z.object({
  /** Lines whose day came in this run. */
  made_due: z.number().int(),
  /** Lines Stripe took (transfers and reversals). */
  paid: z.number().int(),
  /** Lines Stripe refused: failed, with its reason. */
  refused: z.number().int(),
  /** Lines whose answer was lost: asked again, under the same key, at the next run. */
  unanswered: z.number().int(),
});
export type PayoutRunSummary = z.infer<typeof PayoutRunSummarySchema>;
export const PayoutRunResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: PayoutRunSummarySchema,
});

export const PayoutBatchSchema = z.object({
  _id: z.number().int(),
  /** The file's MsgId and the bank statement's reference. */
  reference: z.string(),
  /** Credit transfers: one per host. */
  count: z.number().int(),
  total_cents: z.number().int(),
  requested_on: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type PayoutBatch = z.infer<typeof PayoutBatchSchema>;

export const PayoutBatchResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: PayoutBatchSchema,
});
export const PayoutBatchListQuerySchema = z.object({ page: ConsolePageSchema });
export const PayoutBatchListResponseSchema = z.object({
  success: z.literal(true),
  data: consolePageOf(PayoutBatchSchema),
});
export type PayoutBatchList = z.infer<typeof PayoutBatchListResponseSchema>['data'];
