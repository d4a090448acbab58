export { CommissionPage } from './components/commission-page.tsx';
export { PayoutsPage } from './components/payouts-page.tsx';
