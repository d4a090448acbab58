export { JobsPage } from './components/jobs-page.tsx';
