export { CategoryPage } from './category-page.tsx';
export { CityPage } from './city-page.tsx';
export { ExplorePropertyPage } from './explore-property-page.tsx';
