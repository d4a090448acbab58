import { usePageSeo } from '../../seo/api/get-seo-details.ts';
import { AboutBlock } from './home/about-block.tsx';
import { BusinessSection } from './home/business-section.tsx';
import { Hero } from './home/hero.tsx';
import { RecommendedSection } from './home/recommended-section.tsx';
import { StepsSection } from './home/steps-section.tsx';

export function HomePage() {
  usePageSeo('home');
  return (
    <>
      <Hero />
      <RecommendedSection />
      <StepsSection />
      <BusinessSection sectionId={5} />
      <BusinessSection sectionId={4} reversed />
      <AboutBlock />
    </>
  );
}
