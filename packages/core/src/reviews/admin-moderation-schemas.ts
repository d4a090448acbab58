import { z } from 'zod';
import { ConsolePageSchema, consolePageOf } from '../audit/schemas.ts';
import { testimonialStatuses } from '../domain.ts';
import { reviewMessages } from './messages.it.ts';

const m = reviewMessages.moderation;

/** GET admin/testimonials: one status at a time, the waiting ones unless told otherwise. */
export const AdminTestimonialQuerySchema = z.object({
  status: z.enum(testimonialStatuses, { error: m.statusInvalid }).default('pending'),
  page: ConsolePageSchema,
});
export type AdminTestimonialQuery = z.infer<typeof AdminTestimonialQuerySchema>;

export const AdminTestimonialSchema = z.object({
  _id: z.number().int(),
  title: z.string(),
  short_desc: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  star_rating: z.number().int(),
  email: z.string(),
  user_img: z.string().nullable(),
  status: z.enum(testimonialStatuses),
  reject_reason: z.string().nullable(),
  moderated_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminTestimonial = z.infer<typeof AdminTestimonialSchema>;

export const AdminTestimonialListResponseSchema = z.object({
  success: z.literal(true),
  data: consolePageOf(AdminTestimonialSchema),
});
export type AdminTestimonialListResponse = z.infer<typeof AdminTestimonialListResponseSchema>;

export const AdminTestimonialResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AdminTestimonialSchema,
});
export type AdminTestimonialResponse = z.infer<typeof AdminTestimonialResponseSchema>;

/** POST admin/testimonials/{id}/reject: the reason is kept with the testimonial. */
export const RejectTestimonialBodySchema = z.object({
  reason: z
    .string({ error: m.rejectReasonRequired })
    .trim()
    .min(1, m.rejectReasonRequired)
    .max(500, m.rejectReasonTooLong),
});
export type RejectTestimonialBody = z.infer<typeof RejectTestimonialBodySchema>;

export const reviewVisibilities = ['visible', 'hidden'] as const;
export type ReviewVisibility = (typeof reviewVisibilities)[number];

/** GET admin/reviews: every review, or only the visible or only the hidden ones. */
export const AdminReviewQuerySchema = z.object({
  visibility: z.enum(reviewVisibilities, { error: m.visibilityInvalid }).optional(),
  page: ConsolePageSchema,
});
export type AdminReviewQuery = z.infer<typeof AdminReviewQuerySchema>;

export const AdminReviewSchema = z.object({
  _id: z.number().int(),
  review: z.string(),
  star_rating: z.number().int(),
  verified: z.boolean(),
  created_at: z.string(),
  hidden_at: z.string().nullable(),
  property: z.object({ _id: z.number().int(), name: z.string() }),
  user: z.object({ _id: z.number().int(), name: z.string(), email: z.string() }),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewListResponseSchema = z.object({
  success: z.literal(true),
  data: consolePageOf(AdminReviewSchema),
});
export type AdminReviewListResponse = z.infer<typeof AdminReviewListResponseSchema>;

export const AdminReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AdminReviewSchema,
});
export type AdminReviewResponse = z.infer<typeof AdminReviewResponseSchema>;
