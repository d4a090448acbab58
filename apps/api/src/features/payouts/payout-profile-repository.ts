import type { PayoutProfileBody } from '@scrivania/core/payouts/schemas';
import type { Db } from '@scrivania/db/client';
import { hostPayoutProfileChanges, hostPayoutProfiles } from '@scrivania/db/schema';
import { desc, eq, sql } from 'drizzle-orm';

export type PayoutProfileRow = typeof hostPayoutProfiles.$inferSelect;
export type PayoutProfileColumns = Omit<PayoutProfileRow, 'userId' | 'createdAt' | 'updatedAt'>;

const HISTORY_SHOWN = 20;

/** The body's fields as columns. */
export const profileColumns = (body: PayoutProfileBody): PayoutProfileColumns => ({
  legalType: body.legal_type,
  firstName: body.first_name,
  lastName: body.last_name,
  companyName: body.company_name,
  taxCode: body.tax_code,
  vatNumber: body.vat_number,
  birthDate: body.birth_date,
  address: body.address,
  zip: body.zip,
  city: body.city,
  province: body.province,
  country: body.country,
  iban: body.iban,
  accountHolder: body.account_holder,
});

export function createPayoutProfileRepository(db: Db) {
  return {
    async find(userId: number, tx?: Db) {
      const query = (tx ?? db).select().from(hostPayoutProfiles).where(eq(hostPayoutProfiles.userId, userId));
      const [row] = await (tx ? query.for('update') : query);
      return row ?? null;
    },
    async save(tx: Db, userId: number, columns: PayoutProfileColumns) {
      await tx
        .insert(hostPayoutProfiles)
        .values({ userId, ...columns })
        .onConflictDoUpdate({
          target: hostPayoutProfiles.userId,
          set: { ...columns, updatedAt: sql`now()` },
        });
    },
    async recordChange(
      tx: Db,
      change: { userId: number; changedBy: number; fields: string[]; values: Record<string, unknown> },
    ) {
      await tx.insert(hostPayoutProfileChanges).values(change);
    },
    history: (userId: number) =>
      db
        .select({
          at: hostPayoutProfileChanges.at,
          changedBy: hostPayoutProfileChanges.changedBy,
          fields: hostPayoutProfileChanges.fields,
        })
        .from(hostPayoutProfileChanges)
        .where(eq(hostPayoutProfileChanges.userId, userId))
        .orderBy(desc(hostPayoutProfileChanges.at), desc(hostPayoutProfileChanges.id))
        .limit(HISTORY_SHOWN),
  };
}
