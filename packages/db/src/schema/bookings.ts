import type { CancellationRule } from '@scrivania/core/booking/cancellation';
import { bookingStatuses, couponAmountTypes, paymentMethods, taxTypes } from '@scrivania/core/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cancellationPolicy, properties, services } from './properties.ts';
import { users } from './users.ts';

export const taxType = pgEnum('tax_type', taxTypes);
export const couponAmountType = pgEnum('coupon_amount_type', couponAmountTypes);
export const bookingStatus = pgEnum('booking_status', bookingStatuses);
export const paymentMethod = pgEnum('payment_method', paymentMethods);

/** Counter of booking numbers (SCR-2026-000123): a sequence never hands the same value twice. */
export const bookingNoSeq = pgSequence('booking_no_seq', { startWith: 1, minValue: 1 });

export const taxes = pgTable('taxes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  taxType: taxType('tax_type').notNull(),
  label: text('label').notNull(),
  /** Hundredths of a percent: 2200 is 22 %. */
  percentBasisPoints: integer('percent_basis_points').notNull(),
  active: boolean('active').notNull().default(true),
});

export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    amountType: couponAmountType('amount_type').notNull(),
    /** Cents for 'amount', whole percent for 'percentage'. */
    amount: integer('amount').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    usageLimit: integer('usage_limit'),
    /** Uses one person may hold or have paid at a time; null means as many as the coupon has. */
    usageLimitPerUser: integer('usage_limit_per_user'),
    minAmountCents: integer('min_amount_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_upper_key').on(sql`upper(${t.code})`),
    check('coupons_amount_nonneg', sql`${t.amount} >= 0`),
    check('coupons_usage_limit_per_user_positive', sql`${t.usageLimitPerUser} >= 1`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingNo: text('booking_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    /** Copied from the property so the exclusion constraint can tell whole-space bookings apart. */
    exclusive: boolean('exclusive').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /**
     * An hourly booking's range on its one day (start_date = end_date), and the end of the buffer kept
     * free after it: the hourly exclusion constraint is over [starts_at, blocked_until). Null for a
     * daily booking (decision 105).
     */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    guests: integer('guests').notNull(),
    status: bookingStatus('status').notNull().default('pending'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paymentMethod: paymentMethod('payment_method'),
    propertyAmountCents: integer('property_amount_cents').notNull(),
    discountAmountCents: integer('discount_amount_cents').notNull().default(0),
    servicesAmountCents: integer('services_amount_cents').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    couponAmountCents: integer('coupon_amount_cents').notNull().default(0),
    taxBasisPoints: integer('tax_basis_points').notNull().default(0),
    totalTaxCents: integer('total_tax_cents').notNull().default(0),
    payableAmountCents: integer('payable_amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    email: text('email').notNull(),
    mobileNo: text('mobile_no').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    province: text('province').notNull(),
    /** The billing address's CAP, when the guest gave it (the invoice needs one; decision 052). */
    zip: text('zip'),
    pec: text('pec'),
    sdi: text('sdi'),
    taxIdCode: text('tax_id_code'),
    specialRequest: text('special_request'),
    /**
     * The terms the booking was sold under, copied from its listing when it is made: its refunds follow
     * them, whatever the listing's policy becomes later (decision 071).
     */
    cancellationPolicy: cancellationPolicy('cancellation_policy').notNull(),
    cancellationRule: jsonb('cancellation_rule').$type<CancellationRule>().notNull(),
    /** The commission in force when the booking was made (hundredths of a percent), set by a trigger. */
    commissionBasisPoints: integer('commission_basis_points').notNull().default(1000),
    /**
     * The SEQUENCE of the booking's calendar invitation (RFC 5545): raised by every invitation or
     * cancellation mailed, so a calendar applies the newest and ignores an older one arriving late.
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_booking_no_key').on(t.bookingNo),
    // The console finds a booking by the beginning of its number: LIKE 'SCR-2026-00%' reads this index
    // whatever the database's collation.
    index('bookings_booking_no_prefix_idx').on(t.bookingNo.op('text_pattern_ops')),
    index('bookings_user_created_idx').on(t.userId, t.createdAt),
    index('bookings_property_dates_idx').on(t.propertyId, t.startDate, t.endDate),
    // Overlap checks ask for bookings ending on or after a date: with years of past bookings per
    // property, this index reads only the few that reach the requested range.
    index('bookings_property_end_idx').on(t.propertyId, t.endDate),
    index('bookings_hold_idx').on(t.status, t.holdExpiresAt),
    // The console's list: newest first, by status, by the beginning of the guest's address (in any
    // letter case). A trigram index served "any part" but read the long posting lists of trigrams every
    // address shares ('exa', 'com'), several times slower than this range read (decision 035).
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_status_created_idx').on(t.status, t.createdAt),
    index('bookings_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    check('bookings_dates_order', sql`${t.endDate} >= ${t.startDate}`),
    index('bookings_property_starts_idx').on(t.propertyId, t.startsAt),
    check(
      'bookings_time_range',
      sql`(${t.startsAt} IS NULL AND ${t.endsAt} IS NULL AND ${t.blockedUntil} IS NULL) OR (${t.startsAt} < ${t.endsAt} AND ${t.endsAt} <= ${t.blockedUntil} AND ${t.startDate} = ${t.endDate})`,
    ),
    check('bookings_guests_positive', sql`${t.guests} >= 1`),
    check('bookings_amount_nonneg', sql`${t.payableAmountCents} >= 0`),
    check('bookings_cancellation_rule_object', sql`jsonb_typeof(${t.cancellationRule}) = 'object'`),
  ],
);

/**
 * Every status a booking took, its creation included, written by a trigger on `bookings` so no change
 * escapes it; who made it and why come from the transaction's `scrivania.actor_id` and
 * `scrivania.status_reason` settings (see `recordStatusChangeBy` in booking-history.ts).
 */
export const bookingStatusChanges = pgTable(
  'booking_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null for the booking's creation. */
    fromStatus: bookingStatus('from_status'),
    toStatus: bookingStatus('to_status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when the product itself made the change (a lapsed hold). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
  },
  (t) => [index('booking_status_changes_booking_idx').on(t.bookingId, t.at)],
);

export const bookingServices = pgTable(
  'booking_services',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    serviceName: text('service_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.serviceId] })],
);

export const bookingTaxes = pgTable(
  'booking_taxes',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.id, { onDelete: 'restrict' }),
    percentBasisPoints: integer('percent_basis_points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.taxId] })],
);
