import { useParams } from 'react-router';
import { BookingPage } from '../../features/booking/components/booking-page.tsx';
import { NotFoundPage } from '../../features/content/components/not-found-page.tsx';
import { useBookingDetails } from '../../features/payments/api/get-booking-details.ts';
import { ApiError } from '../../lib/api-client.ts';
import { RequireLogin } from '../../lib/require-login.tsx';

/**
 * The booking feature's page of one booking, read with the payment screens' `booking/details/{id}`:
 * its owner's only, so someone else's booking, a missing one and a malformed id all get the not-found
 * page, alike.
 */
function BookingViewScreen() {
  const { id = '' } = useParams();
  const details = useBookingDetails(id);
  const missing =
    !/^\d{1,10}$/.test(id) || (details.error instanceof ApiError && details.error.status === 404);
  if (missing) return <NotFoundPage />;
  return <BookingPage booking={details.data} failed={details.isError} />;
}

/** A booking's page is its owner's: guests go to the login and come back. */
export const BookingViewPage = () => (
  <RequireLogin>
    <BookingViewScreen />
  </RequireLogin>
);
