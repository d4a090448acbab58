import { z } from 'zod';
import { auditMessages as a } from './messages.it.ts';

/**
 * Every kind of change the operator console makes, `target.action`. A console route that changes
 * something names its kind here; the audit coverage test fails for a console route that writes none.
 */
export const auditKinds = [
  'testimonial.approve',
  'testimonial.reject',
  'review.hide',
  'review.show',
  'faq.create',
  'faq.update',
  'faq.delete',
  'help_article.create',
  'help_article.update',
  'help_article.delete',
  'help_category.create',
  'help_category.update',
  'help_category.delete',
  'page.update',
  'seo.update',
  'category.create',
  'category.update',
  'city.create',
  'city.update',
  'service.create',
  'service.update',
  'listing.unpublish',
  'listing.republish',
  'listing.recommend',
  'listing.unrecommend',
  'coupon.create',
  'coupon.update',
  'coupon.end',
  'tax.create',
  'tax.update',
  'tax.end',
  'user.block',
  'user.unblock',
  'user.role',
  'booking.transfer_received',
  'booking.refund',
  'refund.retry',
  'refund.resend',
  'refund.mark_sent',
  'contact.handle',
  'job.retry',
  'job.discard',
  'commission.update',
  'payout.release',
  'payout.run',
  'payout_batch.create',
  'payout_batch.mark_paid',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/** Page numbers of the console's lists: 1 and up, a bounded integer, an Italian message otherwise. */
export const ConsolePageSchema = z.coerce
  .number({ error: a.pageInvalid })
  .int(a.pageInvalid)
  .min(1, a.pageInvalid)
  .max(100_000, a.pageInvalid)
  .default(1);

/** A console list's search box: trimmed, at most 100 characters, left out when empty. */
export function consoleSearchSchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(100, { error: message })
    .optional()
    .transform((q) => (q === '' ? undefined : q));
}

/** A page of a console list; `has_more` instead of a total, so a page never counts the whole table. */
export function consolePageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    per_page: z.number().int(),
    has_more: z.boolean(),
  });
}

export const AuditLogQuerySchema = z.object({
  kind: z.enum(auditKinds, { error: a.kindInvalid }).optional(),
  actor_id: z.coerce
    .number({ error: a.actorInvalid })
    .int(a.actorInvalid)
    .positive(a.actorInvalid)
    .max(2_147_483_647, a.actorInvalid)
    .optional(),
  page: ConsolePageSchema,
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export const AuditEntrySchema = z.object({
  _id: z.number().int(),
  at: z.string(),
  kind: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  actor: z.object({ _id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogResponseSchema = z.object({
  success: z.literal(true),
  data: consolePageOf(AuditEntrySchema),
});
