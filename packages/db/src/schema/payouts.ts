import {
  payoutAccountStatuses,
  payoutKinds,
  payoutLegalTypes,
  payoutMethods,
  payoutStatuses,
} from '@scrivania/core/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
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
    /** The SEPA batch that carries the line, from `in_batch` on. */
    batchId: integer('batch_id').references((): AnyPgColumn => payoutBatches.id, { onDelete: 'restrict' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_one_per_booking').on(t.bookingId).where(sql`${t.kind} = 'booking'`),
    index('payouts_booking_idx').on(t.bookingId),
    // Only lines in a batch have one: the run's many updates of the others never touch this index.
    index('payouts_batch_idx').on(t.batchId).where(sql`${t.batchId} IS NOT NULL`),
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

/**
 * A SEPA credit transfer batch (decision 100): the `due` SEPA lines it gathered move to `in_batch`,
 * then to `paid` when the operator marks it paid (once: `paid_at` set is final).
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The requested execution date (ReqdExctnDt), a Rome calendar date. */
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    transferCount: integer('transfer_count').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    check('payout_batches_positive', sql`${t.transferCount} > 0 AND ${t.totalCents} > 0`),
    index('payout_batches_created_idx').on(t.createdAt),
  ],
);

/**
 * One credit transfer of a batch: a host's sum, and the account it goes to as it was when the batch was
 * made, so the file says the same thing every time it is downloaded.
 */
export const payoutBatchTransfers = pgTable(
  'payout_batch_transfers',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => payoutBatches.id, { onDelete: 'restrict' }),
    hostId: integer('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    iban: text('iban').notNull(),
    accountHolder: text('account_holder').notNull(),
    bookingNos: text('booking_nos').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.hostId] }),
    check('payout_batch_transfers_positive', sql`${t.amountCents} > 0`),
  ],
);
