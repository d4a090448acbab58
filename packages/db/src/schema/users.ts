import { accountTokenPurposes, genders, userRoles, userStatuses } from '@scrivania/core/domain';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', userRoles);
export const userGender = pgEnum('user_gender', genders);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('visitor'),
    status: text('status', { enum: userStatuses }).notNull().default('active'),
    avatar: text('avatar'),
    coverImg: text('cover_img'),
    mobileNo: text('mobile_no'),
    dob: date('dob', { mode: 'string' }),
    gender: userGender('gender'),
    address: text('address'),
    desc: text('desc'),
    accountHolderName: text('account_holder_name'),
    bankName: text('bank_name'),
    bankAccountNo: text('bank_account_no'),
    ifscCode: text('ifsc_code'),
    upiId: text('upi_id'),
    swiftCode: text('swift_code'),
    bankAddress: text('bank_address'),
    /** Where a bank transfer's refunds go (decision 045): valid by its check digits, compact, upper case. */
    iban: text('iban'),
    companyName: text('company_name'),
    companyContactNo: text('company_contact_no'),
    gstNo: text('gst_no'),
    vatNo: text('vat_no'),
    sdi: text('sdi'),
    pec: text('pec'),
    companyAddress: text('company_address'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address asked for on the profile; it replaces `email` once its mailed link is opened. */
    pendingEmail: text('pending_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // The console finds people by any part of a name or by the beginning of an address (decision 035);
    // `users_email_lower_key` serves that LIKE only under the C collation.
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    // Newest first with the id as tie-break: accounts imported together share a creation time, and
    // without the id the first page sorted every one of them.
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the session was last used, to the hour: a session left idle too long ends. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_accounts_provider_user_key').on(t.provider, t.providerUserId),
    index('oauth_accounts_user_idx').on(t.userId),
  ],
);

export const accountTokenPurpose = pgEnum('account_token_purpose', accountTokenPurposes);

/**
 * Single-use tokens that act on an account: an address's verification link, the one-time code that a
 * sign-in hands to the web app, and a social identity waiting for the account's password before it is
 * linked. Only a keyed hash of each token is kept, as for sessions and password resets.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** verify_email: the address the link confirms. */
    email: text('email'),
    /** social_link: the identity to link once the password is given. */
    provider: text('provider'),
    providerUserId: text('provider_user_id'),
    /** login_code and social_link: keyed hash of the browser cookie that must come with the token. */
    browserHash: text('browser_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
  ],
);
