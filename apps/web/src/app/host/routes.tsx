import { Navigate, type RouteObject } from 'react-router';
import { hostPaths } from '../../lib/host-paths.ts';
import { screen } from '../lazy-screen.ts';

// The back-office is its own tree of lazy chunks: the public pages carry only these few route entries.
const shell = () => import('./host-shell.tsx');
const listings = () => import('../../features/catalog/host/screens.ts');
const bookings = () => import('./booking-screens.tsx');
const payouts = () => import('../../features/payouts/host/screens.ts');

/** The host back-office under /host: its login, then the screens only hosts reach. */
export const hostRoutes: RouteObject[] = [
  { path: hostPaths.login, lazy: screen(shell, 'HostLoginPage') },
  {
    path: hostPaths.home,
    lazy: screen(shell, 'HostLayout'),
    children: [
      { index: true, lazy: screen(bookings, 'HostDashboardScreen') },
      { path: 'listings', lazy: screen(listings, 'HostListingsPage') },
      { path: 'listings/new', lazy: screen(listings, 'NewListingPage') },
      { path: 'listings/:id', lazy: screen(listings, 'EditListingPage') },
      { path: 'bookings', lazy: screen(bookings, 'HostBookingsScreen') },
      { path: 'bookings/:id', lazy: screen(bookings, 'HostBookingDetailPage') },
      { path: 'earnings', lazy: screen(bookings, 'HostEarningsPage') },
      { path: 'payouts', lazy: screen(payouts, 'HostPayoutsPage') },
      { path: '*', element: <Navigate to={hostPaths.home} replace /> },
    ],
  },
];
