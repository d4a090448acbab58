export { AdminListingsPage } from './components/admin-listings-page.tsx';
