export { ContactRequestsPage } from './components/contact-requests-page.tsx';
export { ContentAdminPage } from './components/content-admin-page.tsx';
