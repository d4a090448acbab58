import { RecommendedProperties } from '../../features/catalog/components/recommended-properties.tsx';
import { SearchForm } from '../../features/catalog/components/search-form.tsx';
import { HomePage as HomeSections } from '../../features/content/components/home-page.tsx';
import { HomeTestimonials } from '../../features/reviews/components/home-testimonials.tsx';

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
