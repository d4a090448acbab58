import { RequireLogin } from '../../../lib/require-login.tsx';
import { OrderHistoryPage } from './order-history-page.tsx';

/** The order history needs a session (SPEC section 6): guests go to the login. */
export const GuardedOrderHistoryPage = () => (
  <RequireLogin>
    <OrderHistoryPage />
  </RequireLogin>
);
