export { MailPreviewsPage } from './components/mail-previews-page.tsx';
