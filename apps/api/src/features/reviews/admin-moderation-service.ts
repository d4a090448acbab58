import { messages } from '@scrivania/core/messages.it';
import type { AdminReview, AdminTestimonial } from '@scrivania/core/reviews/admin-moderation-schemas';
import type { PublicTestimonial } from '@scrivania/core/reviews/schemas';
import type { Db } from '@scrivania/db/client';
import { HttpError } from '../../plugins/errors.ts';
import { recordedChange } from '../audit/audit-service.ts';
import {
  type AdminReviewRow,
  createModerationRepository,
  type TestimonialRow,
} from './admin-moderation-repository.ts';

const m = messages.reviews.moderation;

export const toAdminTestimonial = (row: TestimonialRow): AdminTestimonial => ({
  _id: row.id,
  title: row.title,
  short_desc: row.shortDesc,
  name: row.name,
  position: row.position,
  star_rating: row.starRating,
  email: row.email,
  user_img: row.userImg,
  status: row.status,
  reject_reason: row.rejectReason,
  moderated_at: row.moderatedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

const toPublicTestimonial = (row: TestimonialRow): PublicTestimonial => ({
  _id: row.id,
  title: row.title,
  short_desc: row.shortDesc,
  name: row.name,
  position: row.position,
  star_rating: row.starRating,
  user_img: row.userImg,
  created_at: row.createdAt.toISOString(),
});

export const toAdminReview = (row: AdminReviewRow): AdminReview => ({
  _id: row.id,
  review: row.review,
  star_rating: row.starRating,
  verified: row.verified,
  created_at: row.createdAt.toISOString(),
  hidden_at: row.hiddenAt?.toISOString() ?? null,
  property: { _id: row.propertyId, name: row.propertyName },
  user: { _id: row.userId, name: row.userName, email: row.userEmail },
});

/** How many approved testimonials the home page shows. */
const HOME_TESTIMONIALS = 12;

/**
 * The console's moderation of testimonials and property reviews. Every change goes through
 * recordedChange, so it and its audit record commit together; a refusal inside leaves neither.
 */
export function createModerationService(db: Db) {
  const repository = createModerationRepository(db);

  async function moderateTestimonial(
    actorId: number,
    id: number,
    next: { status: 'approved'; rejectReason: null } | { status: 'rejected'; rejectReason: string },
  ) {
    const kind = next.status === 'approved' ? 'testimonial.approve' : 'testimonial.reject';
    return recordedChange(db, actorId, { kind, targetType: 'testimonial', targetId: id }, async (tx) => {
      const current = await repository.lockTestimonial(tx, id);
      if (!current) throw new HttpError(404, m.testimonialNotFound);
      if (current.status === next.status)
        throw new HttpError(409, next.status === 'approved' ? m.alreadyApproved : m.alreadyRejected);
      const updated = await repository.setTestimonialStatus(tx, id, next);
      return {
        before: { status: current.status, reject_reason: current.rejectReason },
        after: { status: updated.status, reject_reason: updated.rejectReason },
        result: toAdminTestimonial(updated),
      };
    });
  }

  async function setReviewHidden(actorId: number, id: number, hide: boolean) {
    const kind = hide ? 'review.hide' : 'review.show';
    return recordedChange(db, actorId, { kind, targetType: 'review', targetId: id }, async (tx) => {
      const current = await repository.lockReview(tx, id);
      if (!current) throw new HttpError(404, m.reviewNotFound);
      if ((current.hiddenAt !== null) === hide)
        throw new HttpError(409, hide ? m.alreadyHidden : m.alreadyVisible);
      const updated = await repository.setReviewHiddenAt(tx, id, hide ? new Date() : null);
      return {
        before: { hidden_at: current.hiddenAt?.toISOString() ?? null },
        after: { hidden_at: updated.hiddenAt?.toISOString() ?? null },
        result: toAdminReview(updated),
      };
    });
  }

  return {
    testimonialPage: repository.testimonialPage,
    reviewPage: repository.reviewPage,
    approveTestimonial: (actorId: number, id: number) =>
      moderateTestimonial(actorId, id, { status: 'approved', rejectReason: null }),
    rejectTestimonial: (actorId: number, id: number, reason: string) =>
      moderateTestimonial(actorId, id, { status: 'rejected', rejectReason: reason }),
    hideReview: (actorId: number, id: number) => setReviewHidden(actorId, id, true),
    showReview: (actorId: number, id: number) => setReviewHidden(actorId, id, false),
    async homeTestimonials() {
      return (await repository.approvedTestimonials(HOME_TESTIMONIALS)).map(toPublicTestimonial);
    },
    /** The moderation counts of the console's front page. */
    async counts() {
      const [pendingTestimonials, hiddenReviews] = await Promise.all([
        repository.pendingTestimonialCount(),
        repository.hiddenReviewCount(),
      ]);
      return { pendingTestimonials, hiddenReviews };
    },
  };
}
