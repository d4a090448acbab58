import type { Db } from '@scrivania/db/client';
import { loginAddresses } from '@scrivania/db/schema';
import { and, eq, gt, lt, sql } from 'drizzle-orm';

/**
 * The address keys an account signed in from with its password, each remembered for `rememberMs`
 * after its last success (decision 074).
 */
export function createLoginAddresses(db: Db, rememberMs: number) {
  const since = sql`now() - ${rememberMs}::bigint * interval '1 millisecond'`;
  return {
    async isRecent(userId: number, addressKey: string) {
      const [row] = await db
        .select({ userId: loginAddresses.userId })
        .from(loginAddresses)
        .where(
          and(
            eq(loginAddresses.userId, userId),
            eq(loginAddresses.addressKey, addressKey),
            gt(loginAddresses.lastSuccessAt, since),
          ),
        );
      return row !== undefined;
    },
    /** Notes a success, and forgets the account's addresses not used for longer than remembered. */
    async note(userId: number, addressKey: string) {
      await db
        .insert(loginAddresses)
        .values({ userId, addressKey })
        .onConflictDoUpdate({
          target: [loginAddresses.userId, loginAddresses.addressKey],
          set: { lastSuccessAt: sql`now()` },
        });
      await db
        .delete(loginAddresses)
        .where(and(eq(loginAddresses.userId, userId), lt(loginAddresses.lastSuccessAt, since)));
    },
  };
}
