import { testimonialStatuses } from '@scrivania/core/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';
import { users } from './users.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    starRating: smallint('star_rating').notNull(),
    review: text('review').notNull(),
    verified: boolean('verified').notNull().default(false),
    /** Set when the operator hides the review; public reads skip hidden reviews. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_property_user_key').on(t.propertyId, t.userId),
    index('reviews_property_created_idx').on(t.propertyId, t.createdAt),
    check('reviews_star_range', sql`${t.starRating} BETWEEN 1 AND 5`),
  ],
);

export const testimonialStatus = pgEnum('testimonial_status', testimonialStatuses);

/** General testimonials about the service, shown on the site once approved. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    shortDesc: text('short_desc').notNull(),
    name: text('name').notNull(),
    position: text('position'),
    starRating: smallint('star_rating').notNull(),
    email: text('email').notNull(),
    userImg: text('user_img'),
    status: testimonialStatus('status').notNull().default('pending'),
    /** The operator's reason, kept with a rejected testimonial. */
    rejectReason: text('reject_reason'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('testimonials_status_idx').on(t.status, t.createdAt),
    check('testimonials_star_range', sql`${t.starRating} BETWEEN 1 AND 5`),
  ],
);
