import { z } from 'zod';

/** GET admin/summary: what waits for the operator, counted for the console's front page. */
export const AdminSummarySchema = z.object({
  pending_testimonials: z.number().int(),
  hidden_reviews: z.number().int(),
  open_contact_requests: z.number().int(),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

export const AdminSummaryResponseSchema = z.object({ success: z.literal(true), data: AdminSummarySchema });
export type AdminSummaryResponse = z.infer<typeof AdminSummaryResponseSchema>;
