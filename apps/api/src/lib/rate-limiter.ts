import type { Db } from '@scrivania/db/client';
import { rateLimits } from '@scrivania/db/schema';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { TooManyRequestsError } from '../plugins/errors.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface Attempt {
  /** Attempts counted in the key's current window, this one included. */
  count: number;
  /** When the window ends and the key starts again from zero. */
  resetAt: Date;
}

/** No limit counts over a longer window, so a counter a day old can go (see `prune`). */
export const LONGEST_WINDOW_MS = 24 * 3600_000;

/**
 * Fixed-window counters kept in the database, so a limit holds across every API process. Each attempt
 * is counted by one `INSERT … ON CONFLICT DO UPDATE … RETURNING` before the work it guards, so
 * attempts that arrive together see each other: of 200 at once, exactly `max` go through.
 */
export function createRateLimiter(db: Db) {
  async function hit(key: string, limit: Limit): Promise<Attempt> {
    if (limit.windowMs > LONGEST_WINDOW_MS) throw new Error(`limit window of ${key} is longer than a day`);
    const expired = sql`${rateLimits.windowStart} <= now() - ${limit.windowMs}::integer * interval '1 millisecond'`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: sql`now()`, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
    if (!row) throw new Error(`rate limit counter ${key} not written`);
    return { count: row.count, resetAt: new Date(row.windowStart.getTime() + limit.windowMs) };
  }

  return {
    /** Counts one attempt and says where the key stands; for callers that answer a refusal themselves. */
    hit,
    /**
     * Counts one attempt and refuses it (429, with when to retry) once the key has used its window;
     * `refusal` is the feature's own Italian text.
     */
    async consume(key: string, limit: Limit, refusal: string) {
      const attempt = await hit(key, limit);
      if (attempt.count > limit.max) throw new TooManyRequestsError(refusal, attempt.resetAt);
    },
    /** Gives back an attempt that turned out not to count (a right password, a code that exists). */
    async refund(key: string) {
      await db
        .update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)));
    },
    async clear(key: string) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    /** Drops counters whose window ended long ago, so one row per address ever seen does not pile up. */
    async prune() {
      await db
        .delete(rateLimits)
        .where(
          lt(rateLimits.windowStart, sql`now() - ${LONGEST_WINDOW_MS}::integer * interval '1 millisecond'`),
        );
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
