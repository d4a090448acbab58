import { paymentProviders, paymentStatuses } from '@scrivania/core/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';

export const paymentProvider = pgEnum('payment_provider', paymentProviders);
export const paymentStatus = pgEnum('payment_status', paymentStatuses);

/** One row per attempt with a provider. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    provider: paymentProvider('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: paymentStatus('status').notNull(),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    index('payments_booking_idx').on(t.bookingId),
    /** A booking is paid at most once. */
    uniqueIndex('payments_one_success_per_booking').on(t.bookingId).where(sql`${t.status} = 'succeeded'`),
    check('payments_amount_nonneg', sql`${t.amountCents} >= 0`),
  ],
);

/** Every provider event (webhook or capture answer), applied at most once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: paymentProvider('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId)],
);
