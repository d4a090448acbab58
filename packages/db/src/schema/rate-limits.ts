import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window attempt counters, in the database so every API process sees the same counts. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
