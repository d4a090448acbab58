export { AboutPage } from './about-page.tsx';
export { FaqPage } from './faq-page.tsx';
export { HelpCenterPage } from './help-center-page.tsx';
export { HelpCenterViewPage } from './help-center-view-page.tsx';
export { PrivacyPage, TermsPage } from './legal-page.tsx';
export { NotFoundPage } from './not-found-page.tsx';
