import type { DbTransaction } from '../client.ts';
import {
  aboutContent,
  becomeHostContent,
  contactPageContent,
  contactPageHeadings,
  faqs,
  footerContent,
  helpCenterArticles,
  helpCenterHeading,
  legalPages,
  pageSections,
  seoPages,
} from '../schema.ts';
import {
  ABOUT,
  BECOME_HOST,
  CONTACT_PAGE,
  FAQS,
  FOOTER,
  HELP_ARTICLES,
  HELP_HEADING,
  SECTIONS,
  SEO,
} from './data/content.ts';
import { PRIVACY_HTML, TERMS_HTML } from './data/legal.ts';
import { iconSvg, interiorSvg, logoSvg, type PhotoSpec, peopleSvg } from './photos.ts';

function sectionPhoto(kind: string, seed: number) {
  return kind === 'people'
    ? peopleSvg(seed)
    : interiorSvg(kind as 'office' | 'meeting' | 'coworking' | 'event', seed);
}

/** The pages' content; returns the photos it refers to, for the caller to draw. */
export async function seedSiteContent(tx: DbTransaction): Promise<PhotoSpec[]> {
  const photos: PhotoSpec[] = [];

  await tx.insert(pageSections).values(
    SECTIONS.map((s) => {
      photos.push({ fileName: s.photo, svg: sectionPhoto(s.kind, 100 + s.id) });
      const steps =
        s.id === 3
          ? [1, 2, 3].map((n) => {
              const fileName = `section-3-step-${n}.webp`;
              photos.push({
                fileName,
                svg: iconSvg((['phone', 'mail', 'clock'] as const)[n - 1] ?? 'phone', n),
                square: true,
              });
              return fileName;
            })
          : [];
      return {
        id: s.id,
        title: s.title,
        shortDesc: s.shortDesc,
        photo: s.photo,
        title1: 'title1' in s ? s.title1 : null,
        title2: 'title2' in s ? s.title2 : null,
        title3: 'title3' in s ? s.title3 : null,
        shortDesc1: 'shortDesc1' in s ? s.shortDesc1 : null,
        shortDesc2: 'shortDesc2' in s ? s.shortDesc2 : null,
        shortDesc3: 'shortDesc3' in s ? s.shortDesc3 : null,
        image1: steps[0] ?? null,
        image2: steps[1] ?? null,
        image3: steps[2] ?? null,
        heading1: 'headings' in s ? s.headings[0] : null,
        heading2: 'headings' in s ? s.headings[1] : null,
        heading3: 'headings' in s ? s.headings[2] : null,
        heading4: 'headings' in s ? s.headings[3] : null,
        heading5: 'headings' in s ? s.headings[4] : null,
        heading6: 'headings' in s ? s.headings[5] : null,
      };
    }),
  );

  await tx.insert(seoPages).values(
    Object.entries(SEO).map(([page, s]) => ({
      page,
      pageTitle: s.title,
      metaDesc: s.desc,
      keywords: s.keywords,
    })),
  );

  photos.push({ fileName: 'logo.webp', svg: logoSvg(), square: true });
  await tx.insert(footerContent).values({
    id: 1,
    companyDesc: FOOTER.companyDesc,
    companyLogo: 'logo.webp',
    facebookLink: FOOTER.facebook,
    instagramLink: FOOTER.instagram,
    linkedinLink: FOOTER.linkedin,
    twitterLink: FOOTER.twitter,
  });

  photos.push({ fileName: 'about.webp', svg: peopleSvg(201) });
  await tx.insert(aboutContent).values({ id: 1, photo: 'about.webp', ...ABOUT });

  photos.push({ fileName: 'contact.webp', svg: interiorSvg('meeting', 301) });
  await tx.insert(contactPageContent).values({
    id: 1,
    image: 'contact.webp',
    title: CONTACT_PAGE.title,
    content: CONTACT_PAGE.content,
    extraContent: CONTACT_PAGE.extraContent,
    extraContent2: CONTACT_PAGE.extraContent2,
    phone: CONTACT_PAGE.phone,
    supportEmail: CONTACT_PAGE.supportEmail,
  });
  await tx.insert(contactPageHeadings).values(
    CONTACT_PAGE.headings.map((h, i) => {
      photos.push({ fileName: `contact-${h.icon}.webp`, svg: iconSvg(h.icon, i + 2), square: true });
      return { image: `contact-${h.icon}.webp`, text: h.text, sortOrder: i + 1 };
    }),
  );

  await tx.insert(faqs).values(FAQS.map(([question, answer], i) => ({ question, answer, sortOrder: i + 1 })));

  await tx.insert(helpCenterHeading).values({ id: 1, ...HELP_HEADING });
  await tx.insert(helpCenterArticles).values(
    HELP_ARTICLES.map((a, i) => {
      photos.push({
        fileName: `help-${i + 1}.webp`,
        svg: i % 2 ? peopleSvg(400 + i) : interiorSvg('office', 400 + i),
      });
      return {
        title: a.title,
        shortDesc: a.shortDesc,
        description: a.description,
        photo: `help-${i + 1}.webp`,
        pageTitle: a.title,
        metaDesc: a.shortDesc,
        keywords: 'assistenza, guida, Scrivania',
        sortOrder: i + 1,
      };
    }),
  );

  await tx.insert(legalPages).values([
    { kind: 'privacy', description: PRIVACY_HTML },
    { kind: 'terms', description: TERMS_HTML },
  ]);
  await tx.insert(becomeHostContent).values({ id: 1, ...BECOME_HOST });
  return photos;
}
