import { z } from 'zod';
import { reviewMessages } from './messages.it.ts';

const m = reviewMessages;

export const ReviewSchema = z.object({
  _id: z.number().int(),
  review: z.string(),
  star_rating: z.number().int().min(1).max(5),
  /** Written by someone who completed a booking of the property. */
  verified: z.boolean(),
  created_at: z.string(),
  user: z.object({ name: z.string(), avatar: z.string().nullable() }),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewListResponseSchema = z.object({ success: z.literal(true), data: z.array(ReviewSchema) });

const stars = z.coerce
  .number({ error: m.starRating })
  .int(m.starRating)
  .min(1, m.starRating)
  .max(5, m.starRating);

/** property-review/store: the form does not require the fields, the server does (SPEC section 5). */
export const ReviewStoreSchema = z.object({
  property_id: z.coerce.number().int().positive().max(2_147_483_647),
  star_rating: stars,
  review: z.string({ error: m.reviewText }).trim().min(1, m.reviewText).max(2000),
});
export type ReviewStore = z.infer<typeof ReviewStoreSchema>;

/** testimonial/store: a general testimonial about the service, published after moderation. */
export const TestimonialStoreSchema = z.object({
  title: z.string().trim().min(1, 'Il titolo è obbligatorio.').max(120),
  short_desc: z.string().trim().min(1, 'Scrivi la tua testimonianza.').max(2000),
  name: z.string().trim().min(1, 'Il nome è obbligatorio.').max(120),
  position: z.string().trim().max(120).optional(),
  star_rating: stars,
  email: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Si prega di inserire un indirizzo email valido.'),
});
export type TestimonialStore = z.infer<typeof TestimonialStoreSchema>;

/** GET testimonials: the approved testimonials the home page shows, newest first. */
export const PublicTestimonialSchema = z.object({
  _id: z.number().int(),
  title: z.string(),
  short_desc: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  star_rating: z.number().int(),
  user_img: z.string().nullable(),
  created_at: z.string(),
});
export type PublicTestimonial = z.infer<typeof PublicTestimonialSchema>;
export const PublicTestimonialListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(PublicTestimonialSchema),
});
export type PublicTestimonialListResponse = z.infer<typeof PublicTestimonialListResponseSchema>;
