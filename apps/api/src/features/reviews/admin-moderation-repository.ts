import type { TestimonialStatus } from '@scrivania/core/domain';
import type { ReviewVisibility } from '@scrivania/core/reviews/admin-moderation-schemas';
import type { Db } from '@scrivania/db/client';
import { properties, reviews, testimonials, users } from '@scrivania/db/schema';
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { pageRows } from '../../lib/page-rows.ts';

type Page = { limit: number; offset: number };

const reviewColumns = {
  id: reviews.id,
  review: reviews.review,
  starRating: reviews.starRating,
  verified: reviews.verified,
  createdAt: reviews.createdAt,
  hiddenAt: reviews.hiddenAt,
  propertyId: properties.id,
  propertyName: properties.name,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
};

/** Testimonials and reviews as the console moderates them; lists read one row more than a page. */
export function createModerationRepository(db: Db) {
  return {
    async testimonialPage(status: TestimonialStatus, { limit, offset }: Page) {
      const rows = await db
        .select()
        .from(testimonials)
        .where(eq(testimonials.status, status))
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
        .limit(limit + 1)
        .offset(offset);
      return pageRows(rows, limit);
    },
    /** The testimonial, locked until the transaction ends so two operators cannot both change it. */
    async lockTestimonial(tx: Db, id: number) {
      const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
      return row;
    },
    async setTestimonialStatus(
      tx: Db,
      id: number,
      values: { status: TestimonialStatus; rejectReason: string | null },
    ) {
      const [row] = await tx
        .update(testimonials)
        .set({ ...values, moderatedAt: new Date() })
        .where(eq(testimonials.id, id))
        .returning();
      if (!row) throw new Error(`testimonial ${id} vanished inside its own transaction`);
      return row;
    },
    /** Approved testimonials for the home page, newest first. */
    approvedTestimonials: (limit: number) =>
      db
        .select()
        .from(testimonials)
        .where(eq(testimonials.status, 'approved'))
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
        .limit(limit),
    async reviewPage(visibility: ReviewVisibility | undefined, { limit, offset }: Page) {
      const rows = await db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(properties, eq(properties.id, reviews.propertyId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(
          visibility === 'hidden'
            ? isNotNull(reviews.hiddenAt)
            : visibility === 'visible'
              ? isNull(reviews.hiddenAt)
              : undefined,
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit + 1)
        .offset(offset);
      return pageRows(rows, limit);
    },
    async lockReview(tx: Db, id: number) {
      const [row] = await tx
        .select({ id: reviews.id, hiddenAt: reviews.hiddenAt })
        .from(reviews)
        .where(eq(reviews.id, id))
        .for('update');
      return row;
    },
    async setReviewHiddenAt(tx: Db, id: number, hiddenAt: Date | null) {
      await tx.update(reviews).set({ hiddenAt, updatedAt: new Date() }).where(eq(reviews.id, id));
      const [row] = await tx
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(properties, eq(properties.id, reviews.propertyId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.id, id));
      if (!row) throw new Error(`review ${id} vanished inside its own transaction`);
      return row;
    },
    async pendingTestimonialCount() {
      const [row] = await db
        .select({ n: count() })
        .from(testimonials)
        .where(eq(testimonials.status, 'pending'));
      return row?.n ?? 0;
    },
    async hiddenReviewCount() {
      const [row] = await db.select({ n: count() }).from(reviews).where(isNotNull(reviews.hiddenAt));
      return row?.n ?? 0;
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type AdminReviewRow = Awaited<ReturnType<ModerationRepository['setReviewHiddenAt']>>;
