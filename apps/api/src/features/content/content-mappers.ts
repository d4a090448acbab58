import type {
  About,
  BecomeHost,
  ContactPage,
  Faq,
  Footer,
  PageSection,
} from '@scrivania/core/content/schemas';
import type {
  AboutRow,
  BecomeHostRow,
  ContactHeadingRow,
  ContactPageRow,
  FaqRow,
  FooterRow,
  SectionRow,
} from './content-repository.ts';

export function toFooter(row: FooterRow): Footer {
  return {
    id: row.id,
    company_desc: row.companyDesc,
    company_logo: row.companyLogo,
    facebook_link: row.facebookLink,
    instagram_link: row.instagramLink,
    linkedin_link: row.linkedinLink,
    twitter_link: row.twitterLink,
  };
}

export function toPageSection(row: SectionRow): PageSection {
  return {
    id: row.id,
    title: row.title,
    short_desc: row.shortDesc,
    photo: row.photo,
    heading_1: row.heading1,
    heading_2: row.heading2,
    heading_3: row.heading3,
    heading_4: row.heading4,
    heading_5: row.heading5,
    heading_6: row.heading6,
    image_1: row.image1,
    image_2: row.image2,
    image_3: row.image3,
    title_1: row.title1,
    title_2: row.title2,
    title_3: row.title3,
    short_desc_1: row.shortDesc1,
    short_desc_2: row.shortDesc2,
    short_desc_3: row.shortDesc3,
  };
}

export function toAbout(row: AboutRow): About {
  return {
    photo: row.photo,
    title: row.title,
    short_desc: row.shortDesc,
    year_of_exp: row.yearOfExp,
    total_rented_property: row.totalRentedProperty,
    happy_customer: row.happyCustomer,
    total_listed_property: row.totalListedProperty,
  };
}

export function toContactPage(row: ContactPageRow, headings: ContactHeadingRow[]): ContactPage {
  return {
    image: row.image,
    title: row.title,
    content: row.content,
    headings: headings.map((heading) => ({ image: heading.image, text: heading.text })),
    extra_content: row.extraContent,
    extra_content_2: row.extraContent2,
    phone: row.phone,
    support_email: row.supportEmail,
  };
}

export function toFaq(row: FaqRow): Faq {
  return { _id: row.id, question: row.question, answer: row.answer };
}

export function toBecomeHost(row: BecomeHostRow): BecomeHost {
  return {
    title: row.title,
    sub_title: row.subTitle,
    content: row.content,
    footer_heading: row.footerHeading,
    footer_content: row.footerContent,
  };
}
