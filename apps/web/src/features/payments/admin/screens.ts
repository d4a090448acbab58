export { RefundsPage } from './components/refunds-page.tsx';
