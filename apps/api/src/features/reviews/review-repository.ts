import type { Db } from '@scrivania/db/client';
import { publiclyListed } from '@scrivania/db/listing-visibility';
import { bookings, properties, reviews, testimonials, users } from '@scrivania/db/schema';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';

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
        .where(and(eq(reviews.propertyId, propertyId), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id)),
    /** The host of a published property, or undefined when there is no such property. */
    async publishedPropertyHost(propertyId: number) {
      const [row] = await db
        .select({ hostId: properties.hostId })
        .from(properties)
        .where(and(eq(properties.id, propertyId), publiclyListed()));
      return row?.hostId;
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
    /**
     * One review per user and property, kept by the unique index even when two arrive at once:
     * false when the user had already written one (which stays as it was).
     */
    async insertOnce(values: {
      propertyId: number;
      userId: number;
      starRating: number;
      review: string;
      verified: boolean;
    }) {
      const inserted = await db
        .insert(reviews)
        .values(values)
        .onConflictDoNothing({ target: [reviews.propertyId, reviews.userId] })
        .returning({ id: reviews.id });
      return inserted.length > 0;
    },
    insertTestimonial: (values: typeof testimonials.$inferInsert) => db.insert(testimonials).values(values),
  };
}
