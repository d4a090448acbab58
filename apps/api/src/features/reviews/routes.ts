import { ErrorResponseSchema, MessageResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import { todayInRome } from '@scrivania/core/dates';
import { PORTRAIT_MAX_PIXELS } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import {
  PublicTestimonialListResponseSchema,
  ReviewListResponseSchema,
  ReviewStoreSchema,
  TestimonialStoreSchema,
} from '@scrivania/core/reviews/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { FieldErrors, HttpError } from '../../plugins/errors.ts';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import { perAddress } from '../../plugins/rate-limits.ts';
import { createImageStorage, ImageRejectedError } from '../../providers/image-storage.ts';
import { announceCatalogueChange } from '../catalog/public-change-service.ts';
import { createModerationService } from './admin-moderation-service.ts';
import { createReviewRepository } from './review-repository.ts';

const tags = ['reviews'];
const refusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  413: ErrorResponseSchema,
};

/** Reviews of a property (by signed-in users) and general testimonials (by anyone, moderated). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createReviewRepository(app.db);
  const images = createImageStorage(app.files);
  const moderation = createModerationService(app.db);

  // Read afresh on every call, with no answer cache in any process: an approval shows at once.
  app.get(
    '/testimonials',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'Le testimonianze approvate per la home page, dalla più recente (al massimo 12).',
        response: { 200: PublicTestimonialListResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await moderation.homeTestimonials() }),
  );

  app.get(
    '/property-review/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: PathIdParamSchema,
        response: { 200: ReviewListResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const rows = await repository.list(request.params.id);
      return {
        success: true as const,
        data: rows.map((row) => ({
          _id: row.id,
          review: row.review,
          star_rating: row.starRating,
          verified: row.verified,
          created_at: row.createdAt.toISOString(),
          user: { name: row.userName, avatar: row.userAvatar },
        })),
      };
    },
  );

  app.post(
    '/property-review/store',
    {
      config: { access: 'user', form: { fields: ReviewStoreSchema } },
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          200: MessageResponseSchema,
          ...refusals,
          403: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const source = request.isMultipart() ? (await readMultipartForm(request, [])).fields : request.body;
      const parsed = ReviewStoreSchema.safeParse(source);
      if (!parsed.success) throw FieldErrors.fromZod(parsed.error);
      const { property_id: propertyId, star_rating: starRating, review } = parsed.data;
      const hostId = await repository.publishedPropertyHost(propertyId);
      if (hostId === undefined) throw new HttpError(404, messages.api.notFound);
      if (hostId === user.id) throw new HttpError(403, messages.reviews.reviewOwnListing);
      const verified = await repository.hasCompletedStay(user.id, propertyId, todayInRome());
      const stored = await repository.insertOnce({
        propertyId,
        userId: user.id,
        starRating,
        review,
        verified,
      });
      if (!stored) throw new HttpError(409, messages.reviews.reviewAlreadyWritten);
      // The property page, rendered for every visitor, shows the review to its author on the next look.
      await announceCatalogueChange(app, propertyId);
      return { success: true, message: messages.reviews.reviewSaved };
    },
  );

  app.post(
    '/testimonial/store',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: MessageResponseSchema, ...refusals, 429: ErrorResponseSchema },
      },
      config: {
        access: 'public',
        form: { fields: TestimonialStoreSchema, files: ['user_img'] },
        rateLimit: perAddress('testimonial', app.config.writeLimits.testimonialPerAddress),
      },
    },
    async (request) => {
      const form = request.isMultipart()
        ? await readMultipartForm(request, ['user_img'] as const)
        : { fields: request.body, files: {} as { user_img?: Buffer } };
      const parsed = TestimonialStoreSchema.safeParse(form.fields);
      if (!parsed.success) throw FieldErrors.fromZod(parsed.error);
      let userImg: string | null = null;
      if (form.files.user_img) {
        try {
          userImg = await images.store(form.files.user_img, 'testimonial', 'square', PORTRAIT_MAX_PIXELS);
        } catch (error) {
          if (!(error instanceof ImageRejectedError)) throw error;
          const tooLarge = error.reason === 'pixels';
          throw new FieldErrors({
            user_img: tooLarge ? messages.reviews.portraitTooLarge : messages.reviews.photoInvalid,
          });
        }
      }
      const { title, short_desc: shortDesc, name, position, star_rating: starRating, email } = parsed.data;
      await repository.insertTestimonial({
        userId: request.user?.id ?? null,
        title,
        shortDesc,
        name,
        position: position ?? null,
        starRating,
        email,
        userImg,
      });
      return { success: true, message: messages.reviews.testimonialSaved };
    },
  );
};
