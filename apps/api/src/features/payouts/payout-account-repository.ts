import type { Db } from '@scrivania/db/client';
import { hostPayoutAccounts, users } from '@scrivania/db/schema';
import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { PayoutAccountState } from '../../providers/payments/payout-gateway.ts';

export type PayoutAccountRow = typeof hostPayoutAccounts.$inferSelect;

const stateColumns = (state: PayoutAccountState) => ({
  status: state.status,
  payoutsEnabled: state.payoutsEnabled,
  requirements: state.requirements,
});

export function createPayoutAccountRepository(db: Db) {
  return {
    /** The address Stripe's account is opened with. */
    async email(userId: number): Promise<string> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!row) throw new Error(`no user ${userId}`);
      return row.email;
    },
    async find(userId: number) {
      const [row] = await db.select().from(hostPayoutAccounts).where(eq(hostPayoutAccounts.userId, userId));
      return row ?? null;
    },
    /**
     * The host's account, opened once: a second open (another click, another process) keeps the first,
     * unless it belonged to the other mode (the sandbox's before Stripe was configured).
     */
    async open(
      userId: number,
      account: { provider: PayoutAccountRow['provider']; accountId: string; state: PayoutAccountState },
    ) {
      const values = {
        provider: account.provider,
        accountId: account.accountId,
        ...stateColumns(account.state),
      };
      // No conflict target: two opens at once may meet on the user or on the account id, and either
      // means the account is there.
      const inserted = await db
        .insert(hostPayoutAccounts)
        .values({ userId, ...values })
        .onConflictDoNothing()
        .returning({ userId: hostPayoutAccounts.userId });
      if (inserted.length > 0) return;
      await db
        .update(hostPayoutAccounts)
        .set({ ...values, stateAt: null, linkHash: null, linkExpiresAt: null, updatedAt: sql`now()` })
        .where(and(eq(hostPayoutAccounts.userId, userId), ne(hostPayoutAccounts.provider, account.provider)));
    },
    /**
     * Stripe's word on an account, as of `at` (its event's time): an older word than the one held
     * changes nothing, so events arriving out of order never undo a later state. True when applied.
     */
    async applyState(tx: Db, accountId: string, state: PayoutAccountState, at: Date) {
      const updated = await tx
        .update(hostPayoutAccounts)
        .set({ ...stateColumns(state), stateAt: at, updatedAt: sql`now()` })
        .where(
          and(
            eq(hostPayoutAccounts.accountId, accountId),
            eq(hostPayoutAccounts.provider, 'stripe'),
            or(isNull(hostPayoutAccounts.stateAt), lte(hostPayoutAccounts.stateAt, at)),
          ),
        )
        .returning({ userId: hostPayoutAccounts.userId });
      return updated.length > 0;
    },
    async setLink(userId: number, linkHash: string, expiresAt: Date) {
      await db
        .update(hostPayoutAccounts)
        .set({ linkHash, linkExpiresAt: expiresAt, updatedAt: sql`now()` })
        .where(eq(hostPayoutAccounts.userId, userId));
    },
    /** The sandbox account a live link names; with `tx`, locked until it ends. */
    async byLink(linkHash: string, tx?: Db) {
      const query = (tx ?? db)
        .select()
        .from(hostPayoutAccounts)
        .where(
          and(
            eq(hostPayoutAccounts.linkHash, linkHash),
            eq(hostPayoutAccounts.provider, 'sandbox'),
            gt(hostPayoutAccounts.linkExpiresAt, sql`now()`),
          ),
        );
      const [row] = await (tx ? query.for('update') : query);
      return row ?? null;
    },
    /** The sandbox's verification done: enabled, nothing missing, the link used up. */
    async enableSandbox(tx: Db, userId: number) {
      await tx
        .update(hostPayoutAccounts)
        .set({
          ...stateColumns({ status: 'enabled', payoutsEnabled: true, requirements: [] }),
          linkHash: null,
          linkExpiresAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(hostPayoutAccounts.userId, userId));
    },
  };
}
