export { EditListingPage } from './components/edit-listing-page.tsx';
export { HostListingsPage } from './components/host-listings-page.tsx';
export { NewListingPage } from './components/new-listing-page.tsx';
