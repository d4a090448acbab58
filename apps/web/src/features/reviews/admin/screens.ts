export { ModerationPage } from './components/moderation-page.tsx';
