import { z } from 'zod';

/** What happened to the money in one period (a day or a month, Europe/Rome). */
export const AdminPeriodFiguresSchema = z.object({
  /** Bookings paid in the period: a payment that succeeded then, one per booking. */
  paid_bookings: z.number().int(),
  /** Cents those payments took, VAT included, before any refund. */
  revenue_cents: z.number().int(),
  /** Payment attempts that failed or were refused in the period. */
  failed_payments: z.number().int(),
});
export type AdminPeriodFigures = z.infer<typeof AdminPeriodFiguresSchema>;

/**
 * GET admin/summary: what waits for the operator, counted for the console's front page, and the
 * day's and month's business (Europe/Rome, the month from its first day to now).
 */
export const AdminSummarySchema = z.object({
  pending_testimonials: z.number().int(),
  hidden_reviews: z.number().int(),
  open_contact_requests: z.number().int(),
  today: AdminPeriodFiguresSchema,
  month: AdminPeriodFiguresSchema,
  /** Refunds still waiting for the provider's answer or a bank transfer to be sent. */
  pending_refunds: z.number().int(),
  failed_refunds: z.number().int(),
  /** Request-to-book bookings waiting for the host's answer. */
  waiting_requests: z.number().int(),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

export const AdminSummaryResponseSchema = z.object({ success: z.literal(true), data: AdminSummarySchema });
export type AdminSummaryResponse = z.infer<typeof AdminSummaryResponseSchema>;
