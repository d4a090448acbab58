import { paymentProviders, paymentStatuses, refundInitiators, refundStatuses } from '@scrivania/core/domain';
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
import { users } from './users.ts';

export const paymentProvider = pgEnum('payment_provider', paymentProviders);
export const paymentStatus = pgEnum('payment_status', paymentStatuses);
export const refundStatus = pgEnum('refund_status', refundStatuses);
export const refundInitiator = pgEnum('refund_initiator', refundInitiators);

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
  (t) => [
    uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId),
    // A payout's transfer names the guest's charge, read from its payment's events (decision 098).
    index('payment_events_payment_idx').on(t.paymentId, t.id),
  ],
);

/**
 * One row per refund, written (pending) before the provider is asked, so a crash after the provider's
 * answer is reconciled from its webhook or by asking again with the same idempotency key (decision 037).
 * A bank transfer's refund stays pending, with the guest's IBAN, until the operator marks it sent.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** The payment the money came from. */
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The way the money goes back: the payment's own provider. */
    method: paymentProvider('method').notNull(),
    providerRef: text('provider_ref'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: refundStatus('status').notNull().default('pending'),
    /** Sent to the provider with every call for this refund, so asking again never refunds twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    initiator: refundInitiator('initiator').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** Where a bank transfer's refund is sent. */
    iban: text('iban'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('refunds_provider_ref_key').on(t.method, t.providerRef),
    index('refunds_booking_idx').on(t.bookingId),
    index('refunds_status_created_idx').on(t.status, t.createdAt),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
