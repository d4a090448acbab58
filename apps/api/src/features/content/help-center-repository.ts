import type { Db } from '@scrivania/db/client';
import { helpCenterArticles, helpCenterHeading } from '@scrivania/db/schema';
import { asc, eq } from 'drizzle-orm';

export function createHelpCenterRepository(db: Db) {
  return {
    listArticles: () =>
      db
        .select()
        .from(helpCenterArticles)
        .orderBy(asc(helpCenterArticles.sortOrder), asc(helpCenterArticles.id)),

    findArticle: async (id: number) =>
      (await db.select().from(helpCenterArticles).where(eq(helpCenterArticles.id, id)).limit(1))[0],

    /** Single-row content: the lowest id wins. */
    findHeading: async () =>
      (await db.select().from(helpCenterHeading).orderBy(asc(helpCenterHeading.id)).limit(1))[0],
  };
}

export type HelpCenterRepository = ReturnType<typeof createHelpCenterRepository>;
export type HelpCenterArticleRow = Awaited<ReturnType<HelpCenterRepository['listArticles']>>[number];
