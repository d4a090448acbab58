import type { Db } from '@scrivania/db/client';
import { bookings, properties, reviews, testimonials, users } from '@scrivania/db/schema';
import { and, desc, eq, lt } from 'drizzle-orm';

export function createReviewRepository(db: Db) {
  return {
    list: (propertyId: number) =>
      db
        .select({
          id: reviews.id,
          review: reviews.review,
          starRating: reviews.starRating,
          verified: reviews.verified,
          createdAt: reviews.createdAt,
          userName: users.name,
          userAvatar: users.avatar,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.propertyId, propertyId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id)),
    async isPublished(propertyId: number) {
      const [row] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, propertyId), eq(properties.status, 'published')));
      return row !== undefined;
    },
    /** A stay counts once it is paid and over. */
    async hasCompletedStay(userId: number, propertyId: number, today: string) {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
            eq(bookings.propertyId, propertyId),
            eq(bookings.status, 'booked'),
            lt(bookings.endDate, today),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    /** One review per user and property: a second one replaces the first. */
    upsert: (values: {
      propertyId: number;
      userId: number;
      starRating: number;
      review: string;
      verified: boolean;
    }) =>
      db
        .insert(reviews)
        .values(values)
        .onConflictDoUpdate({
          target: [reviews.propertyId, reviews.userId],
          set: {
            starRating: values.starRating,
            review: values.review,
            verified: values.verified,
            updatedAt: new Date(),
          },
        }),
    insertTestimonial: (values: typeof testimonials.$inferInsert) => db.insert(testimonials).values(values),
  };
}
