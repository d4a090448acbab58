import { HostBookingsPage, HostDashboardPage } from '../../features/booking/host/screens.ts';
import { useHostListings } from '../../features/catalog/host/api/host-listings.ts';
import { NextPayoutCard } from '../../features/payouts/host/components/next-payout-card.tsx';

export { HostBookingDetailPage, HostEarningsPage } from '../../features/booking/host/screens.ts';

/** The dashboard, inviting a host without listings (catalog's answer) to create the first, with the next payout (payouts'). */
export function HostDashboardScreen() {
  const listings = useHostListings();
  return <HostDashboardPage noListings={listings.data?.length === 0} payouts={<NextPayoutCard />} />;
}

/** The bookings list, its listing filter naming the host's listings (catalog's answer). */
export function HostBookingsScreen() {
  const listings = useHostListings();
  return <HostBookingsPage listings={listings.data ?? []} />;
}
