import { contactTopics, legalPageKinds } from '@scrivania/core/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Home and become-host page blocks, ids 1 to 8 as the site addresses them. */
export const pageSections = pgTable('page_sections', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  shortDesc: text('short_desc'),
  photo: text('photo'),
  heading1: text('heading_1'),
  heading2: text('heading_2'),
  heading3: text('heading_3'),
  heading4: text('heading_4'),
  heading5: text('heading_5'),
  heading6: text('heading_6'),
  image1: text('image_1'),
  image2: text('image_2'),
  image3: text('image_3'),
  title1: text('title_1'),
  title2: text('title_2'),
  title3: text('title_3'),
  shortDesc1: text('short_desc_1'),
  shortDesc2: text('short_desc_2'),
  shortDesc3: text('short_desc_3'),
});

/** SEO of a named page ('home', 'about', ...). */
export const seoPages = pgTable('seo_pages', {
  page: text('page').primaryKey(),
  pageTitle: text('page_title').notNull(),
  metaDesc: text('meta_desc').notNull(),
  keywords: text('keywords').notNull(),
});

export const footerContent = pgTable('footer_content', {
  id: integer('id').primaryKey(),
  companyDesc: text('company_desc').notNull(),
  companyLogo: text('company_logo'),
  facebookLink: text('facebook_link'),
  instagramLink: text('instagram_link'),
  linkedinLink: text('linkedin_link'),
  twitterLink: text('twitter_link'),
});

export const aboutContent = pgTable('about_content', {
  id: integer('id').primaryKey(),
  photo: text('photo'),
  title: text('title').notNull(),
  shortDesc: text('short_desc').notNull(),
  yearOfExp: integer('year_of_exp').notNull(),
  totalRentedProperty: integer('total_rented_property').notNull(),
  happyCustomer: integer('happy_customer').notNull(),
  totalListedProperty: integer('total_listed_property').notNull(),
});

export const contactPageContent = pgTable('contact_page_content', {
  id: integer('id').primaryKey(),
  image: text('image'),
  title: text('title').notNull(),
  content: text('content').notNull(),
  extraContent: text('extra_content'),
  extraContent2: text('extra_content_2'),
  phone: text('phone'),
  /** Where contact inquiries are mailed, and the support address of the call-to-action band. */
  supportEmail: text('support_email').notNull(),
});

export const contactPageHeadings = pgTable('contact_page_headings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  image: text('image'),
  text: text('text').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Headings the help centre groups its articles under, in `sort_order` (decision 035). */
export const helpCenterCategories = pgTable(
  'help_center_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('help_center_categories_name_lower_key').on(sql`lower(${t.name})`)],
);

export const helpCenterArticles = pgTable('help_center_articles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Optional; a category in use cannot be deleted (the console says so, the key refuses a race). */
  categoryId: integer('category_id').references(() => helpCenterCategories.id, { onDelete: 'restrict' }),
  title: text('title').notNull(),
  shortDesc: text('short_desc').notNull(),
  description: text('description').notNull(),
  photo: text('photo'),
  pageTitle: text('page_title'),
  metaDesc: text('meta_desc'),
  keywords: text('keywords'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const helpCenterHeading = pgTable('help_center_heading', {
  id: integer('id').primaryKey(),
  heading: text('heading').notNull(),
  subHeading: text('sub_heading').notNull(),
});

export const legalPageKind = pgEnum('legal_page_kind', legalPageKinds);

export const legalPages = pgTable('legal_pages', {
  kind: legalPageKind('kind').primaryKey(),
  description: text('description').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const becomeHostContent = pgTable('become_host_content', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  subTitle: text('sub_title').notNull(),
  content: text('content').notNull(),
  footerHeading: text('footer_heading').notNull(),
  footerContent: text('footer_content').notNull(),
});

export const contactTopic = pgEnum('contact_topic', contactTopics);

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    topic: contactTopic('topic').notNull(),
    privacyConsent: boolean('privacy_consent').notNull(),
    offersAndCommunications: boolean('offers_and_communications').notNull().default(false),
    /** When the operator marked the request handled; the inbox shows open ones first. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_inquiries_created_idx').on(t.createdAt),
    index('contact_inquiries_open_idx').on(t.handledAt, t.createdAt),
  ],
);
