import type { Db } from '@scrivania/db/client';
import { helpCenterArticles, helpCenterCategories, helpCenterHeading } from '@scrivania/db/schema';
import { asc, eq } from 'drizzle-orm';

const articleColumns = {
  article: helpCenterArticles,
  category: {
    id: helpCenterCategories.id,
    name: helpCenterCategories.name,
    sortOrder: helpCenterCategories.sortOrder,
  },
};

export function createHelpCenterRepository(db: Db) {
  const articles = () =>
    db
      .select(articleColumns)
      .from(helpCenterArticles)
      .leftJoin(helpCenterCategories, eq(helpCenterCategories.id, helpCenterArticles.categoryId));
  return {
    /** In the article order; the page groups them under their categories' headings. */
    listArticles: () => articles().orderBy(asc(helpCenterArticles.sortOrder), asc(helpCenterArticles.id)),

    findArticle: async (id: number) => (await articles().where(eq(helpCenterArticles.id, id)).limit(1))[0],

    /** Single-row content: the lowest id wins. */
    findHeading: async () =>
      (await db.select().from(helpCenterHeading).orderBy(asc(helpCenterHeading.id)).limit(1))[0],
  };
}

export type HelpCenterRepository = ReturnType<typeof createHelpCenterRepository>;
export type HelpCenterArticleRow = Awaited<ReturnType<HelpCenterRepository['listArticles']>>[number];
