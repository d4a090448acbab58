import { HostBookingsPage } from '../../features/booking/host/screens.ts';
import { useHostListings } from '../../features/catalog/host/api/host-listings.ts';

export {
  HostBookingDetailPage,
  HostDashboardPage,
  HostEarningsPage,
} from '../../features/booking/host/screens.ts';

/** The bookings list, its listing filter naming the host's listings (catalog's answer). */
export function HostBookingsScreen() {
  const listings = useHostListings();
  return <HostBookingsPage listings={listings.data ?? []} />;
}
