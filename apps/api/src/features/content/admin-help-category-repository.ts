import type { Db } from '@scrivania/db/client';
import { helpCenterArticles, helpCenterCategories } from '@scrivania/db/schema';
import { asc, count, eq, max, sql } from 'drizzle-orm';
import { pageRows } from '../../lib/page-rows.ts';

export interface HelpCategoryColumns {
  name: string;
  sortOrder: number;
}

// Spelled out with an alias: inside a select, drizzle names a column without its table.
const articlesCount = sql<number>`(select count(*)::int from ${helpCenterArticles} a where a.category_id = ${helpCenterCategories}.id)`;
const columns = {
  id: helpCenterCategories.id,
  name: helpCenterCategories.name,
  sortOrder: helpCenterCategories.sortOrder,
  articlesCount,
};

/** The help centre's categories as the console edits them, in the public order. */
export function createAdminHelpCategoryRepository(db: Db) {
  return {
    page: async ({ limit, offset }: { limit: number; offset: number }) => {
      const rows = await db
        .select(columns)
        .from(helpCenterCategories)
        .orderBy(asc(helpCenterCategories.sortOrder), asc(helpCenterCategories.id))
        .limit(limit + 1)
        .offset(offset);
      return pageRows(rows, limit);
    },

    find: async (id: number) =>
      (await db.select(columns).from(helpCenterCategories).where(eq(helpCenterCategories.id, id)))[0],

    /**
     * The category locked until the transaction ends: FOR UPDATE against a delete racing an article
     * that takes it, FOR SHARE by that article (decision 035).
     */
    lock: async (id: number, strength: 'update' | 'share') =>
      (
        await db
          .select({ id: helpCenterCategories.id })
          .from(helpCenterCategories)
          .where(eq(helpCenterCategories.id, id))
          .for(strength)
      )[0],

    nameTaken: async (name: string, exceptId?: number) => {
      const rows = await db
        .select({ id: helpCenterCategories.id })
        .from(helpCenterCategories)
        .where(sql`lower(${helpCenterCategories.name}) = lower(${name})`);
      return rows.some((row) => row.id !== exceptId);
    },

    articlesUsing: async (id: number) =>
      (
        await db.select({ n: count() }).from(helpCenterArticles).where(eq(helpCenterArticles.categoryId, id))
      )[0]?.n ?? 0,

    /** Sorted after every category there is. */
    nextOrder: async () => {
      const [last] = await db.select({ top: max(helpCenterCategories.sortOrder) }).from(helpCenterCategories);
      return (last?.top ?? 0) + 1;
    },

    insert: async (values: HelpCategoryColumns) => {
      const [row] = await db
        .insert(helpCenterCategories)
        .values(values)
        .returning({ id: helpCenterCategories.id });
      if (!row) throw new Error('help category insert returned no row');
      return row.id;
    },

    update: async (id: number, values: Partial<HelpCategoryColumns>) => {
      await db.update(helpCenterCategories).set(values).where(eq(helpCenterCategories.id, id));
    },

    remove: async (id: number) => {
      await db.delete(helpCenterCategories).where(eq(helpCenterCategories.id, id));
    },
  };
}

export type AdminHelpCategoryRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createAdminHelpCategoryRepository>['find']>>
>;

/** A unique index refused the row (two categories with one name); drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
