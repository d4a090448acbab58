import { imageUrl } from '@scrivania/core/images';
import type { ReactNode } from 'react';
import { AdoptedApart } from '../../../components/layout/adopted-apart.tsx';
import { usePageSeo } from '../../../lib/seo.ts';
import { siteStructuredData } from '../../../lib/structured-data.ts';
import { useSection } from '../api/get-section.ts';
import { AboutBlock } from './home/about-block.tsx';
import { BusinessSection } from './home/business-section.tsx';
import { Hero } from './home/hero.tsx';
import { RecommendedSection } from './home/recommended-section.tsx';
import { StepsSection } from './home/steps-section.tsx';

/**
 * The home page's sections; `searchForm` and `recommended` are the
 * catalog's search form and recommended properties, `testimonials` the reviews' approved testimonials.
 */
export function HomePage({
  searchForm,
  recommended,
  testimonials,
}: {
  searchForm: ReactNode;
  recommended: ReactNode;
  testimonials: ReactNode;
}) {
  // The hero's photo is the site's cover in link previews; the same query as the hero's, asked once.
  const hero = useSection(1).data?.photo;
  usePageSeo('home', { image: hero ? imageUrl(hero) : undefined, structuredData: siteStructuredData() });
  // Each section is adopted on its own (decision 061): the hero with its search form first, in view.
  return (
    <>
      <AdoptedApart>
        <Hero searchForm={searchForm} />
      </AdoptedApart>
      <AdoptedApart>
        <RecommendedSection>{recommended}</RecommendedSection>
      </AdoptedApart>
      <AdoptedApart>
        <StepsSection />
      </AdoptedApart>
      <AdoptedApart>
        <BusinessSection sectionId={5} />
        <BusinessSection sectionId={4} reversed />
      </AdoptedApart>
      <AdoptedApart>
        {testimonials}
        <AboutBlock />
      </AdoptedApart>
    </>
  );
}
