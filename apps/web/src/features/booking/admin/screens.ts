export { BookingDetailPage } from './components/booking-detail-page.tsx';
export { BookingsPage } from './components/bookings-page.tsx';
export { CouponsPage } from './components/coupons-page.tsx';
export { TaxesPage } from './components/taxes-page.tsx';
