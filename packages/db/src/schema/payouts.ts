import {
  payoutAccountStatuses,
  payoutKinds,
  payoutLegalTypes,
  payoutMethods,
  payoutStatuses,
} from '@scrivania/core/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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

export const payoutStatus = pgEnum('payout_status', payoutStatuses);
export const payoutMethod = pgEnum('payout_method', payoutMethods);
export const payoutKind = pgEnum('payout_kind', payoutKinds);
export const payoutLegalType = pgEnum('payout_legal_type', payoutLegalTypes);
/** `not_started` is the absence of an account row. */
export const payoutAccountStatus = pgEnum(
  'payout_account_status',
  payoutAccountStatuses.filter((status) => status !== 'not_started') as ['pending', 'enabled', 'restricted'],
);

/** The platform's own settings: one row, edited in the console (the commission, decision 097). */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** Hundredths of a percent; copied onto every booking as it is made (a trigger does it). */
    commissionBasisPoints: integer('commission_basis_points').notNull().default(1000),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('platform_settings_one_row', sql`${t.id}`),
    check('platform_settings_commission_range', sql`${t.commissionBasisPoints} BETWEEN 0 AND 5000`),
  ],
);

/** Who a host is to the tax office (DAC7) and where their payouts go; written only through its schema. */
export const hostPayoutProfiles = pgTable('host_payout_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  legalType: payoutLegalType('legal_type').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  companyName: text('company_name'),
  taxCode: text('tax_code').notNull(),
  vatNumber: text('vat_number'),
  birthDate: date('birth_date', { mode: 'string' }),
  address: text('address').notNull(),
  zip: text('zip').notNull(),
  city: text('city').notNull(),
  province: text('province').notNull(),
  country: text('country').notNull().default('IT'),
  iban: text('iban').notNull(),
  accountHolder: text('account_holder').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a payout profile: who, when, which fields and what they became (DAC7 keeps history). */
export const hostPayoutProfileChanges = pgTable(
  'host_payout_profile_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    fields: text('fields').array().notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('host_payout_profile_changes_user_idx').on(t.userId, t.at)],
);

/**
 * A host's Stripe Connect Express account, or the sandbox's stand-in for it: its state as Stripe last
 * said (`state_at`: the time of the event that said it, so an older event changes nothing), and the
 * sandbox's single-use onboarding link (its keyed hash).
 */
export const hostPayoutAccounts = pgTable(
  'host_payout_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    accountId: text('account_id').notNull(),
    status: payoutAccountStatus('status').notNull().default('pending'),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    stateAt: timestamp('state_at', { withTimezone: true }),
    linkHash: text('link_hash'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('host_payout_accounts_account_key').on(t.accountId),
    uniqueIndex('host_payout_accounts_link_key').on(t.linkHash),
    check('host_payout_accounts_provider', sql`${t.provider} IN ('stripe', 'sandbox')`),
  ],
);

/**
 * The payout ledger (decision 097): one `booking` line per paid booking, and `adjustment` lines for what
 * changed after it left. The lines of a booking not cancelled add up to its split after refunds.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: payoutKind('kind').notNull().default('booking'),
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    grossCents: integer('gross_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: payoutStatus('status').notNull().default('scheduled'),
    method: payoutMethod('method').notNull().default('sepa'),
    holdReason: text('hold_reason', { enum: ['profile_incomplete'] }),
    /** Names the provider request (`payout-<id>-<attempt>`); a refused transfer is tried again under the next. */
    attempt: integer('attempt').notNull().default(1),
    /** A Stripe transfer or reversal was asked for: the line is taken, its money may have left. */
    transferStartedAt: timestamp('transfer_started_at', { withTimezone: true }),
    transferId: text('transfer_id'),
    failureMessage: text('failure_message'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_one_per_booking').on(t.bookingId).where(sql`${t.kind} = 'booking'`),
    index('payouts_booking_idx').on(t.bookingId),
    index('payouts_host_due_idx').on(t.hostId, t.dueOn, t.id),
    index('payouts_open_idx').on(t.status, t.dueOn).where(sql`${t.status} IN ('scheduled', 'due', 'failed')`),
    check(
      'payouts_net_is_gross_less_commission',
      sql`${t.netCents} = ${t.grossCents} - ${t.commissionCents}`,
    ),
    check('payouts_booking_line_not_negative', sql`${t.kind} = 'adjustment' OR ${t.grossCents} >= 0`),
    check('payouts_hold_reason', sql`${t.holdReason} IN ('profile_incomplete')`),
  ],
);
