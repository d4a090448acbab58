import type { Db } from '@scrivania/db/client';
import { helpCenterArticles } from '@scrivania/db/schema';
import { asc, eq, max } from 'drizzle-orm';
import { pageRows } from '../../lib/page-rows.ts';

export interface HelpArticleColumns {
  categoryId: number | null;
  title: string;
  shortDesc: string;
  description: string;
  photo: string | null;
  pageTitle: string | null;
  metaDesc: string | null;
  keywords: string | null;
}

/** The help centre's articles as the console edits them, in the public order. */
export function createAdminHelpArticleRepository(db: Db) {
  return {
    page: async ({ limit, offset }: { limit: number; offset: number }) => {
      const rows = await db
        .select()
        .from(helpCenterArticles)
        .orderBy(asc(helpCenterArticles.sortOrder), asc(helpCenterArticles.id))
        .limit(limit + 1)
        .offset(offset);
      return pageRows(rows, limit);
    },

    find: async (id: number) =>
      (await db.select().from(helpCenterArticles).where(eq(helpCenterArticles.id, id)).limit(1))[0],

    /** Sorted after every article there is. */
    insert: async (values: HelpArticleColumns) => {
      const [last] = await db.select({ top: max(helpCenterArticles.sortOrder) }).from(helpCenterArticles);
      const [row] = await db
        .insert(helpCenterArticles)
        .values({ ...values, sortOrder: (last?.top ?? 0) + 1 })
        .returning();
      if (!row) throw new Error('help article insert returned no row');
      return row;
    },

    update: async (id: number, values: Partial<HelpArticleColumns>) =>
      (await db.update(helpCenterArticles).set(values).where(eq(helpCenterArticles.id, id)).returning())[0],

    remove: async (id: number) =>
      (await db.delete(helpCenterArticles).where(eq(helpCenterArticles.id, id)).returning())[0],
  };
}

export type AdminHelpArticleRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createAdminHelpArticleRepository>['find']>>
>;
