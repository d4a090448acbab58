import { lazy } from 'react';
import { RecommendedProperties } from '../../features/catalog/components/recommended-properties.tsx';
import { HomePage as HomeSections } from '../../features/content/components/home-page.tsx';
import { HomeTestimonials } from '../../features/reviews/components/home-testimonials.tsx';

// The search form follows the hero's headline; its code loads after the first paint.
const SearchForm = lazy(() =>
  import('../../features/catalog/components/search-form.tsx').then((m) => ({ default: m.SearchForm })),
);

/** Content's home sections with the catalog's search form and recommended properties, and the testimonials. */
export function HomePage() {
  return (
    <HomeSections
      searchForm={<SearchForm />}
      recommended={<RecommendedProperties />}
      testimonials={<HomeTestimonials />}
    />
  );
}
