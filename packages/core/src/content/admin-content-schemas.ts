import { z } from 'zod';
import { ConsolePageSchema, consolePageOf } from '../audit/schemas.ts';
import { contentMessages } from './messages.it.ts';
import { SEO_PAGES } from './schemas.ts';

const m = contentMessages.admin;

const LONG_TEXT = 2_000;
const RICH_TEXT = 100_000;

/** A text the page needs: trimmed, not empty. */
const requiredText = (max: number) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, m.tooLong);
/** A text the page may leave out: an empty field is stored as none (null). */
const optionalText = (max: number) =>
  z
    .string({ error: m.required })
    .trim()
    .max(max, m.tooLong)
    .transform((value) => (value === '' ? null : value))
    .nullable();
const countField = z.coerce
  .number({ error: m.numberInvalid })
  .int(m.numberInvalid)
  .min(0, m.numberInvalid)
  .max(1_000_000_000, m.numberInvalid);
const linkField = optionalText(500).refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), {
  error: m.linkInvalid,
});

/**
 * Fields whose HTML the public pages show through the rich-text sanitiser: the API cleans them with
 * the same rules before it stores them, whichever page or record carries them.
 */
export const RICH_TEXT_FIELDS = [
  'answer',
  'description',
  'content',
  'footer_content',
  'short_desc',
  'short_desc_2',
] as const;
export type RichTextField = (typeof RICH_TEXT_FIELDS)[number];
export const isRichTextField = (name: string): name is RichTextField =>
  (RICH_TEXT_FIELDS as readonly string[]).includes(name);

// ---- FAQ ----

export const AdminFaqSchema = z.object({
  _id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  sort_order: z.number().int(),
});
export type AdminFaq = z.infer<typeof AdminFaqSchema>;

export const AdminFaqBodySchema = z.object({
  question: requiredText(LONG_TEXT),
  answer: requiredText(RICH_TEXT),
});
export type AdminFaqBody = z.infer<typeof AdminFaqBodySchema>;

export const AdminFaqPatchSchema = AdminFaqBodySchema.partial().refine(
  (body) => Object.keys(body).length > 0,
  { error: m.nothingToChange },
);
export type AdminFaqPatch = z.infer<typeof AdminFaqPatchSchema>;

/** The FAQ in their new order: every FAQ id once (decision 032). */
export const AdminFaqReorderSchema = z.object({
  ids: z
    .array(z.number({ error: m.idsInvalid }).int(m.idsInvalid).positive(m.idsInvalid), {
      error: m.idsInvalid,
    })
    .min(1, m.idsInvalid)
    .max(1_000, m.idsInvalid),
});
export type AdminFaqReorder = z.infer<typeof AdminFaqReorderSchema>;

export const AdminListQuerySchema = z.object({ page: ConsolePageSchema });

export const AdminFaqResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AdminFaqSchema,
});
export const AdminFaqListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: consolePageOf(AdminFaqSchema),
});
export const AdminDeletedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.number().int() }),
});

// ---- Pages ----

const SectionFieldsSchema = z.object({
  title: requiredText(300),
  short_desc: optionalText(RICH_TEXT),
  photo: optionalText(300),
  heading_1: optionalText(300),
  heading_2: optionalText(300),
  heading_3: optionalText(300),
  heading_4: optionalText(300),
  heading_5: optionalText(300),
  heading_6: optionalText(300),
  image_1: optionalText(300),
  image_2: optionalText(300),
  image_3: optionalText(300),
  title_1: optionalText(300),
  title_2: optionalText(300),
  title_3: optionalText(300),
  short_desc_1: optionalText(LONG_TEXT),
  short_desc_2: optionalText(RICH_TEXT),
  short_desc_3: optionalText(LONG_TEXT),
});
const AboutFieldsSchema = z.object({
  photo: optionalText(300),
  title: requiredText(300),
  short_desc: requiredText(RICH_TEXT),
  year_of_exp: countField,
  total_rented_property: countField,
  happy_customer: countField,
  total_listed_property: countField,
});
const BecomeHostFieldsSchema = z.object({
  title: requiredText(300),
  sub_title: requiredText(LONG_TEXT),
  content: requiredText(RICH_TEXT),
  footer_heading: requiredText(300),
  footer_content: requiredText(RICH_TEXT),
});
const LegalFieldsSchema = z.object({ description: requiredText(RICH_TEXT) });
const FooterFieldsSchema = z.object({
  company_desc: requiredText(LONG_TEXT),
  company_logo: optionalText(300),
  facebook_link: linkField,
  instagram_link: linkField,
  linkedin_link: linkField,
  twitter_link: linkField,
});
const HelpCenterHeadingFieldsSchema = z.object({
  heading: requiredText(300),
  sub_heading: requiredText(LONG_TEXT),
});

/**
 * Every page the console edits, with the fields its public answer carries: the home sections as
 * `/section/:n`, about as `/about-us`, and so on; `help-center` is the help centre's heading.
 */
export const adminPageSchemas = {
  about: AboutFieldsSchema,
  'become-host': BecomeHostFieldsSchema,
  privacy: LegalFieldsSchema,
  terms: LegalFieldsSchema,
  footer: FooterFieldsSchema,
  'help-center': HelpCenterHeadingFieldsSchema,
  'section-1': SectionFieldsSchema,
  'section-2': SectionFieldsSchema,
  'section-3': SectionFieldsSchema,
  'section-4': SectionFieldsSchema,
  'section-5': SectionFieldsSchema,
  'section-6': SectionFieldsSchema,
  'section-7': SectionFieldsSchema,
  'section-8': SectionFieldsSchema,
} as const;
export type AdminPageKey = keyof typeof adminPageSchemas;
export const ADMIN_PAGE_KEYS = Object.keys(adminPageSchemas) as AdminPageKey[];
export const isAdminPageKey = (key: string): key is AdminPageKey => Object.hasOwn(adminPageSchemas, key);
export type AdminPageValues<K extends AdminPageKey> = z.output<(typeof adminPageSchemas)[K]>;

/** Which kind of input a page field takes on the console's form. */
export type AdminFieldKind = 'text' | 'html' | 'number' | 'link';
const NUMBER_FIELDS: readonly string[] = [
  'year_of_exp',
  'total_rented_property',
  'happy_customer',
  'total_listed_property',
];
export function adminFieldKind(name: string): AdminFieldKind {
  if (isRichTextField(name)) return 'html';
  if (name.endsWith('_link')) return 'link';
  return NUMBER_FIELDS.includes(name) ? 'number' : 'text';
}

/**
 * The body of PATCH /admin/pages/{key}: any of the fields of any page, each optional; the API then
 * holds the body to the fields of the page `key` names and refuses the others.
 */
export const AdminPagePatchSchema = z
  .object({
    ...AboutFieldsSchema.shape,
    ...BecomeHostFieldsSchema.shape,
    ...LegalFieldsSchema.shape,
    ...FooterFieldsSchema.shape,
    ...HelpCenterHeadingFieldsSchema.shape,
    ...SectionFieldsSchema.shape,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: m.nothingToChange });

const PageValueSchema = z.union([z.string(), z.number(), z.null()]);
export const AdminPageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    key: z.string(),
    /** The page's fields as stored, or null while the page has never been written. */
    values: z.record(z.string(), PageValueSchema).nullable(),
  }),
});
export type AdminPageResponse = z.infer<typeof AdminPageResponseSchema>;

// ---- SEO ----

export const AdminSeoSchema = z.object({
  page: z.enum(SEO_PAGES),
  page_title: z.string(),
  meta_desc: z.string(),
  keywords: z.string(),
});
export type AdminSeo = z.infer<typeof AdminSeoSchema>;

export const AdminSeoBodySchema = z.object({
  page_title: requiredText(300),
  meta_desc: requiredText(LONG_TEXT),
  keywords: z.string({ error: m.required }).trim().max(LONG_TEXT, m.tooLong),
});
export const AdminSeoPatchSchema = AdminSeoBodySchema.partial().refine(
  (body) => Object.keys(body).length > 0,
  { error: m.nothingToChange },
);
export type AdminSeoPatch = z.infer<typeof AdminSeoPatchSchema>;

export const AdminSeoResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AdminSeoSchema,
});
export const AdminSeoListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: consolePageOf(AdminSeoSchema),
});

// ---- Help centre articles ----

export const AdminHelpArticleSchema = z.object({
  _id: z.number().int(),
  category_id: z.number().int().nullable(),
  title: z.string(),
  short_desc: z.string(),
  description: z.string(),
  photo: z.string().nullable(),
  page_title: z.string().nullable(),
  meta_desc: z.string().nullable(),
  keywords: z.string().nullable(),
  sort_order: z.number().int(),
});
export type AdminHelpArticle = z.infer<typeof AdminHelpArticleSchema>;

/** A category's id, or none: the form's empty choice ('') and null both mean none. */
const categoryIdField = z.preprocess(
  (value) => (value === '' ? null : value),
  z.coerce
    .number({ error: m.categoryInvalid })
    .int(m.categoryInvalid)
    .positive(m.categoryInvalid)
    .max(2_147_483_647, m.categoryInvalid)
    .nullable(),
);

export const AdminHelpArticleBodySchema = z.object({
  category_id: categoryIdField.optional(),
  title: requiredText(300),
  short_desc: requiredText(LONG_TEXT),
  description: requiredText(RICH_TEXT),
  photo: optionalText(300).optional(),
  page_title: optionalText(300).optional(),
  meta_desc: optionalText(LONG_TEXT).optional(),
  keywords: optionalText(LONG_TEXT).optional(),
});
export type AdminHelpArticleBody = z.infer<typeof AdminHelpArticleBodySchema>;
export const AdminHelpArticlePatchSchema = AdminHelpArticleBodySchema.partial().refine(
  (body) => Object.keys(body).length > 0,
  { error: m.nothingToChange },
);
export type AdminHelpArticlePatch = z.infer<typeof AdminHelpArticlePatchSchema>;

export const AdminHelpArticleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AdminHelpArticleSchema,
});
export const AdminHelpArticleListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: consolePageOf(AdminHelpArticleSchema),
});

// ---- Help centre categories ----

export const AdminHelpCategorySchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  sort_order: z.number().int(),
  /** How many articles are listed under it; a category in use cannot be deleted. */
  articles_count: z.number().int(),
});
export type AdminHelpCategory = z.infer<typeof AdminHelpCategorySchema>;

export const AdminHelpCategoryBodySchema = z.object({
  name: requiredText(100),
  /** Where the heading goes on /HelpCenter, lowest first; left out, after every other category. */
  sort_order: z.coerce
    .number({ error: m.orderInvalid })
    .int(m.orderInvalid)
    .min(0, m.orderInvalid)
    .max(100_000, m.orderInvalid)
    .optional(),
});
export type AdminHelpCategoryBody = z.infer<typeof AdminHelpCategoryBodySchema>;
export const AdminHelpCategoryPatchSchema = AdminHelpCategoryBodySchema.partial().refine(
  (body) => Object.keys(body).length > 0,
  { error: m.nothingToChange },
);
export type AdminHelpCategoryPatch = z.infer<typeof AdminHelpCategoryPatchSchema>;

export const AdminHelpCategoryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AdminHelpCategorySchema,
});
export const AdminHelpCategoryListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: consolePageOf(AdminHelpCategorySchema),
});

/** Path parameters that name a page by key: a string, so an unknown one is a 404 with its own message. */
export const AdminPageKeyParamSchema = z.object({ key: z.string().max(100) });
export const AdminSeoPageParamSchema = z.object({ page: z.string().max(100) });
