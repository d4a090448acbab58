export { AdminListingsPage } from './components/admin-listings-page.tsx';
export { CatalogueLayout } from './components/catalogue-layout.tsx';
export { CategoriesPage } from './components/categories-page.tsx';
export { CitiesPage } from './components/cities-page.tsx';
export { ServicesPage } from './components/services-page.tsx';
