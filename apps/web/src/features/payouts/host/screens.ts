export { HostPayoutsPage } from './components/host-payouts-page.tsx';
