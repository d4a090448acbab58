import type { Db } from '@scrivania/db/client';
import { reviews, testimonials } from '@scrivania/db/schema';
import { createProperty, createUser, insertOne, unique } from './factories.ts';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/** A testimonial as the public form stores it: waiting for moderation unless told otherwise. */
export function createTestimonial(db: Db, overrides: Insert<typeof testimonials> = {}) {
  const name = unique('autore');
  return insertOne(db, testimonials, {
    title: `Titolo ${name}`,
    shortDesc: 'Spazi comodi e ben collegati.',
    name,
    starRating: 5,
    email: `${name}@example.test`,
    ...overrides,
  });
}

/** A review of a new published listing by a new visitor. */
export async function createReview(db: Db, overrides: Insert<typeof reviews> = {}) {
  const property = await createProperty(db);
  const author = await createUser(db);
  const review = await insertOne(db, reviews, {
    propertyId: property.id,
    userId: author.id,
    starRating: 4,
    review: `Recensione ${unique('r')}`,
    ...overrides,
  });
  return { review, property, author };
}
