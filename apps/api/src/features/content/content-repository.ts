import type { SeoPage } from '@scrivania/core/content/schemas';
import type { LegalPageKind } from '@scrivania/core/domain';
import type { Db } from '@scrivania/db/client';
import {
  aboutContent,
  becomeHostContent,
  contactPageContent,
  contactPageHeadings,
  faqs,
  footerContent,
  legalPages,
  pageSections,
  seoPages,
} from '@scrivania/db/schema';
import { asc, eq } from 'drizzle-orm';

/**
 * Content edited by the site's staff. Single-row content (footer, about, contact page, become-host)
 * is read as the row with the lowest id, so a stray second row never makes a page ambiguous.
 */
export function createContentRepository(db: Db) {
  const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

  return {
    findFooter: () => first(db.select().from(footerContent).orderBy(asc(footerContent.id)).limit(1)),

    findSection: (id: number) =>
      first(db.select().from(pageSections).where(eq(pageSections.id, id)).limit(1)),

    findSeo: (page: SeoPage) => first(db.select().from(seoPages).where(eq(seoPages.page, page)).limit(1)),

    findAbout: () => first(db.select().from(aboutContent).orderBy(asc(aboutContent.id)).limit(1)),

    findContactPage: () =>
      first(db.select().from(contactPageContent).orderBy(asc(contactPageContent.id)).limit(1)),

    listContactHeadings: () =>
      db
        .select()
        .from(contactPageHeadings)
        .orderBy(asc(contactPageHeadings.sortOrder), asc(contactPageHeadings.id)),

    listFaqs: () => db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id)),

    findLegalPage: (kind: LegalPageKind) =>
      first(db.select().from(legalPages).where(eq(legalPages.kind, kind)).limit(1)),

    findBecomeHost: () =>
      first(db.select().from(becomeHostContent).orderBy(asc(becomeHostContent.id)).limit(1)),
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
type Found<K extends keyof ContentRepository> = NonNullable<Awaited<ReturnType<ContentRepository[K]>>>;
export type FooterRow = Found<'findFooter'>;
export type SectionRow = Found<'findSection'>;
export type AboutRow = Found<'findAbout'>;
export type ContactPageRow = Found<'findContactPage'>;
export type ContactHeadingRow = Awaited<ReturnType<ContentRepository['listContactHeadings']>>[number];
export type FaqRow = Awaited<ReturnType<ContentRepository['listFaqs']>>[number];
export type BecomeHostRow = Found<'findBecomeHost'>;
