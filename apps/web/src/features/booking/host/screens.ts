export { HostBookingDetailPage } from './components/host-booking-detail-page.tsx';
export { HostBookingsPage } from './components/host-bookings-page.tsx';
export { HostDashboardPage } from './components/host-dashboard-page.tsx';
export { HostEarningsPage } from './components/host-earnings-page.tsx';
