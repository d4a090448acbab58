import type { Db } from '@scrivania/db/client';
import { type accountTokenPurpose, accountTokens } from '@scrivania/db/schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../../lib/tokens.ts';

type Purpose = (typeof accountTokenPurpose.enumValues)[number];

interface Details {
  email?: string;
  provider?: string;
  providerUserId?: string;
  /** The value of the browser cookie that must come back with the token. */
  browser?: string;
}

/**
 * Single-use tokens that act on an account. The browser gets the token; the database keeps its keyed
 * hash, so a copy of the table opens nothing. A token bound to a browser is only accepted together
 * with that browser's cookie.
 */
export function createAccountTokens(db: Db, secret: string) {
  const live = (purpose: Purpose, token: string, browser?: string) =>
    and(
      eq(accountTokens.purpose, purpose),
      eq(accountTokens.tokenHash, hashToken(token, secret)),
      isNull(accountTokens.usedAt),
      gt(accountTokens.expiresAt, new Date()),
      ...(browser === undefined ? [] : [eq(accountTokens.browserHash, hashToken(browser, secret))]),
    );

  return {
    async issue(purpose: Purpose, userId: number, ttlMs: number, details: Details = {}) {
      const token = newToken();
      const { browser, ...rest } = details;
      await db.insert(accountTokens).values({
        userId,
        purpose,
        tokenHash: hashToken(token, secret),
        browserHash: browser === undefined ? null : hashToken(browser, secret),
        expiresAt: new Date(Date.now() + ttlMs),
        ...rest,
      });
      return token;
    },
    /** The token's row while it is unused and unexpired, without using it up. */
    async find(purpose: Purpose, token: string, browser?: string) {
      const [row] = await db
        .select()
        .from(accountTokens)
        .where(live(purpose, token, browser))
        .limit(1);
      return row;
    },
    /** Uses the token up and returns its row; of two concurrent uses only one gets it. */
    async consume(purpose: Purpose, token: string, browser?: string) {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(live(purpose, token, browser))
        .returning();
      return row;
    },
  };
}
