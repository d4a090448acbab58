import type { Db } from '@scrivania/db/client';
import { faqs } from '@scrivania/db/schema';
import { asc, eq, max } from 'drizzle-orm';
import { pageRows } from '../../lib/page-rows.ts';

/** The FAQ as the console edits them, in the order the public page shows them. */
export function createAdminFaqRepository(db: Db) {
  return {
    page: async ({ limit, offset }: { limit: number; offset: number }) => {
      const rows = await db
        .select()
        .from(faqs)
        .orderBy(asc(faqs.sortOrder), asc(faqs.id))
        .limit(limit + 1)
        .offset(offset);
      return pageRows(rows, limit);
    },

    /** Every FAQ id in the public order, locked until the transaction ends (a reorder reads then writes). */
    orderedIdsForUpdate: async () =>
      (
        await db.select({ id: faqs.id }).from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id)).for('update')
      ).map((row) => row.id),

    find: async (id: number) => (await db.select().from(faqs).where(eq(faqs.id, id)).limit(1))[0],

    /** Sorted after every FAQ there is. */
    insert: async (values: { question: string; answer: string }) => {
      const [last] = await db.select({ top: max(faqs.sortOrder) }).from(faqs);
      const [row] = await db
        .insert(faqs)
        .values({ ...values, sortOrder: (last?.top ?? 0) + 1 })
        .returning();
      if (!row) throw new Error('faq insert returned no row');
      return row;
    },

    update: async (id: number, values: { question?: string; answer?: string }) =>
      (await db.update(faqs).set(values).where(eq(faqs.id, id)).returning())[0],

    setOrder: async (id: number, sortOrder: number) => {
      await db.update(faqs).set({ sortOrder }).where(eq(faqs.id, id));
    },

    remove: async (id: number) => (await db.delete(faqs).where(eq(faqs.id, id)).returning())[0],
  };
}

export type AdminFaqRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createAdminFaqRepository>['find']>>
>;
