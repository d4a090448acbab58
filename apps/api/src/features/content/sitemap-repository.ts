import type { Db } from '@scrivania/db/client';
import { publiclyListed } from '@scrivania/db/listing-visibility';
import {
  auditLog,
  categories,
  cities,
  helpCenterArticles,
  legalPages,
  properties,
} from '@scrivania/db/schema';
import { asc, inArray, max } from 'drizzle-orm';

/** The console's records whose changes date the content pages (the audit log is their only clock). */
const CONTENT_TARGETS = ['page', 'seo', 'faq', 'faq_order', 'help_article', 'help_category'];

export function createSitemapRepository(db: Db) {
  return {
    /** Every listing the public sees, oldest id first, with where it is filed and when it last changed. */
    listings: () =>
      db
        .select({
          id: properties.id,
          categoryId: properties.categoryId,
          cityId: properties.cityId,
          updatedAt: properties.updatedAt,
        })
        .from(properties)
        .where(publiclyListed())
        .orderBy(asc(properties.id)),

    categoryIds: async () =>
      (await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id))).map((r) => r.id),

    cityIds: async () =>
      (await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id))).map((r) => r.id),

    helpArticleIds: async () =>
      (
        await db
          .select({ id: helpCenterArticles.id })
          .from(helpCenterArticles)
          .orderBy(asc(helpCenterArticles.id))
      ).map((r) => r.id),

    legalPages: () => db.select({ kind: legalPages.kind, updatedAt: legalPages.updatedAt }).from(legalPages),

    /** The last change the console made to each content record. */
    contentChanges: () =>
      db
        .select({ targetType: auditLog.targetType, targetId: auditLog.targetId, at: max(auditLog.at) })
        .from(auditLog)
        .where(inArray(auditLog.targetType, CONTENT_TARGETS))
        .groupBy(auditLog.targetType, auditLog.targetId),
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
