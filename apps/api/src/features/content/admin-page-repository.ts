import type { AdminPageValues } from '@scrivania/core/content/admin-content-schemas';
import type { LegalPageKind } from '@scrivania/core/domain';
import type { Db } from '@scrivania/db/client';
import {
  aboutContent,
  becomeHostContent,
  footerContent,
  helpCenterHeading,
  legalPages,
  pageSections,
  seoPages,
} from '@scrivania/db/schema';
import { asc } from 'drizzle-orm';
import type { PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';

type SectionValues = AdminPageValues<'section-1'>;

/**
 * Writes of the pages the console edits. Single-row content is written over its lowest-id row (the
 * one the public routes read), or created as row 1 when the page was never written.
 */
export function createAdminPageRepository(db: Db) {
  type SingleRowTable =
    | typeof aboutContent
    | typeof becomeHostContent
    | typeof footerContent
    | typeof helpCenterHeading;
  const overwriteFirst = async <T extends SingleRowTable>(table: T, row: Omit<T['$inferInsert'], 'id'>) => {
    // The signature checks the row against its table; drizzle's builders cannot follow a generic table.
    const untyped: PgTable = table;
    const id: SingleRowTable['id'] = table.id;
    const [first] = await db.select({ id }).from(untyped).orderBy(asc(id)).limit(1);
    await db
      .insert(untyped)
      .values({ id: first?.id ?? 1, ...row } as PgInsertValue<PgTable>)
      .onConflictDoUpdate({ target: id, set: row as PgUpdateSetSource<PgTable> });
  };

  return {
    async writeAbout(values: AdminPageValues<'about'>) {
      const row = {
        photo: values.photo,
        title: values.title,
        shortDesc: values.short_desc,
        yearOfExp: values.year_of_exp,
        totalRentedProperty: values.total_rented_property,
        happyCustomer: values.happy_customer,
        totalListedProperty: values.total_listed_property,
      };
      await overwriteFirst(aboutContent, row);
    },

    async writeBecomeHost(values: AdminPageValues<'become-host'>) {
      const row = {
        title: values.title,
        subTitle: values.sub_title,
        content: values.content,
        footerHeading: values.footer_heading,
        footerContent: values.footer_content,
      };
      await overwriteFirst(becomeHostContent, row);
    },

    async writeLegal(kind: LegalPageKind, values: AdminPageValues<'privacy'>) {
      const row = { description: values.description, updatedAt: new Date() };
      await db
        .insert(legalPages)
        .values({ kind, ...row })
        .onConflictDoUpdate({ target: legalPages.kind, set: row });
    },

    async writeFooter(values: AdminPageValues<'footer'>) {
      const row = {
        companyDesc: values.company_desc,
        companyLogo: values.company_logo,
        facebookLink: values.facebook_link,
        instagramLink: values.instagram_link,
        linkedinLink: values.linkedin_link,
        twitterLink: values.twitter_link,
      };
      await overwriteFirst(footerContent, row);
    },

    async writeHelpCenterHeading(values: AdminPageValues<'help-center'>) {
      const row = { heading: values.heading, subHeading: values.sub_heading };
      await overwriteFirst(helpCenterHeading, row);
    },

    async writeSection(id: number, values: SectionValues) {
      const row = {
        title: values.title,
        shortDesc: values.short_desc,
        photo: values.photo,
        heading1: values.heading_1,
        heading2: values.heading_2,
        heading3: values.heading_3,
        heading4: values.heading_4,
        heading5: values.heading_5,
        heading6: values.heading_6,
        image1: values.image_1,
        image2: values.image_2,
        image3: values.image_3,
        title1: values.title_1,
        title2: values.title_2,
        title3: values.title_3,
        shortDesc1: values.short_desc_1,
        shortDesc2: values.short_desc_2,
        shortDesc3: values.short_desc_3,
      };
      await db
        .insert(pageSections)
        .values({ id, ...row })
        .onConflictDoUpdate({ target: pageSections.id, set: row });
    },

    listSeo: () => db.select().from(seoPages).orderBy(asc(seoPages.page)),

    async writeSeo(page: string, values: { page_title: string; meta_desc: string; keywords: string }) {
      const row = { pageTitle: values.page_title, metaDesc: values.meta_desc, keywords: values.keywords };
      await db
        .insert(seoPages)
        .values({ page, ...row })
        .onConflictDoUpdate({ target: seoPages.page, set: row });
    },
  };
}
