import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets every process on one PostgreSQL must share, made once by whichever process starts first
 * (decision 089): the session secret when SESSION_SECRET is not set.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
