import { messages } from '@scrivania/core/messages.it';
import type { Db } from '@scrivania/db/client';
import { rateLimits } from '@scrivania/db/schema';
import { and, eq, gt, sql } from 'drizzle-orm';
import { HttpError } from '../../plugins/errors.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in the database, so a limit holds across every API process.
 * `check` refuses once a key has used its window; `record` counts one more attempt.
 */
export function createRateLimiter(db: Db) {
  return {
    async check(key: string, limit: Limit) {
      const since = new Date(Date.now() - limit.windowMs);
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStart, since)));
      if (row && row.count >= limit.max) throw new HttpError(429, messages.account.tooManyAttempts);
    },
    async record(key: string, limit: Limit) {
      const since = new Date(Date.now() - limit.windowMs);
      await db
        .insert(rateLimits)
        .values({ key, windowStart: new Date(), count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.windowStart} <= ${since} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${rateLimits.windowStart} <= ${since} then now() else ${rateLimits.windowStart} end`,
          },
        });
    },
    async clear(key: string) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
