import { z } from 'zod';
import { SeoDataSchema } from '../common.ts';

export const SEO_PAGES = [
  'home',
  'about',
  'faq',
  'Help',
  'privacyPolicy',
  'terms',
  'host',
  'forgetPassword',
  'register',
  'login',
  'exploreProperty',
  'contact',
] as const;
export const SeoPageSchema = z.enum(SEO_PAGES);
export type SeoPage = z.infer<typeof SeoPageSchema>;

export const SeoResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: SeoDataSchema,
});
export type SeoResponse = z.infer<typeof SeoResponseSchema>;

export const FooterSchema = z.object({
  id: z.number().int(),
  company_desc: z.string(),
  company_logo: z.string().nullable(),
  facebook_link: z.string().nullable(),
  instagram_link: z.string().nullable(),
  linkedin_link: z.string().nullable(),
  twitter_link: z.string().nullable(),
});
export type Footer = z.infer<typeof FooterSchema>;
export const FooterResponseSchema = z.object({ success: z.literal(true), data: FooterSchema });

const optionalText = z.string().nullable();
export const PageSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  short_desc: optionalText,
  photo: optionalText,
  heading_1: optionalText,
  heading_2: optionalText,
  heading_3: optionalText,
  heading_4: optionalText,
  heading_5: optionalText,
  heading_6: optionalText,
  image_1: optionalText,
  image_2: optionalText,
  image_3: optionalText,
  title_1: optionalText,
  title_2: optionalText,
  title_3: optionalText,
  short_desc_1: optionalText,
  short_desc_2: optionalText,
  short_desc_3: optionalText,
});
export type PageSection = z.infer<typeof PageSectionSchema>;
export const PageSectionResponseSchema = z.object({ success: z.literal(true), data: PageSectionSchema });
export const SectionParamSchema = z.object({ n: z.coerce.number().int().min(1).max(8) });

export const AboutSchema = z.object({
  photo: z.string().nullable(),
  title: z.string(),
  short_desc: z.string(),
  year_of_exp: z.number().int(),
  total_rented_property: z.number().int(),
  happy_customer: z.number().int(),
  total_listed_property: z.number().int(),
});
export type About = z.infer<typeof AboutSchema>;
/** The about call nests its payload with an error flag (SPEC section 7). */
export const AboutResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ error: z.literal(false), data: AboutSchema }),
});
export type AboutResponse = z.infer<typeof AboutResponseSchema>;

export const ContactPageSchema = z.object({
  image: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  headings: z.array(z.object({ image: z.string().nullable(), text: z.string() })),
  extra_content: z.string().nullable(),
  extra_content_2: z.string().nullable(),
  phone: z.string().nullable(),
  support_email: z.string(),
});
export type ContactPage = z.infer<typeof ContactPageSchema>;
export const ContactPageResponseSchema = z.object({ success: z.literal(true), data: ContactPageSchema });

export const FaqSchema = z.object({ _id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof FaqSchema>;
export const FaqListResponseSchema = z.object({ success: z.literal(true), data: z.array(FaqSchema) });

/** The heading an article is listed under on /HelpCenter, in `sort_order`; none for an article without. */
export const HelpCenterCategoryRefSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  sort_order: z.number().int(),
});
export type HelpCenterCategoryRef = z.infer<typeof HelpCenterCategoryRefSchema>;

export const HelpCenterItemSchema = z.object({
  _id: z.number().int(),
  title: z.string(),
  short_desc: z.string(),
  description: z.string(),
  photo: z.string().nullable(),
  category: HelpCenterCategoryRefSchema.nullable(),
});
export type HelpCenterItem = z.infer<typeof HelpCenterItemSchema>;
export const HelpCenterListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(HelpCenterItemSchema),
});
export const HelpCenterDetailResponseSchema = z.object({
  success: z.literal(true),
  data: HelpCenterItemSchema,
});
export const HelpCenterHeadingSchema = z.object({ heading: z.string(), sub_heading: z.string() });
export type HelpCenterHeading = z.infer<typeof HelpCenterHeadingSchema>;
export const HelpCenterHeadingResponseSchema = z.object({
  success: z.literal(true),
  data: HelpCenterHeadingSchema,
});
export const HelpCenterSeoResponseSchema = z.object({ success: z.literal(true), data: SeoDataSchema });

/** Privacy and terms: the HTML is in data[0].description. */
export const LegalPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ description: z.string() })),
});
export type LegalPageResponse = z.infer<typeof LegalPageResponseSchema>;

export const BecomeHostSchema = z.object({
  title: z.string(),
  sub_title: z.string(),
  content: z.string(),
  footer_heading: z.string(),
  footer_content: z.string(),
});
export type BecomeHost = z.infer<typeof BecomeHostSchema>;
export const BecomeHostResponseSchema = z.object({ success: z.literal(true), data: BecomeHostSchema });
