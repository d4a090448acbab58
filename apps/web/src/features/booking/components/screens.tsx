import { RequireLogin } from '../../../lib/require-login.tsx';
import { CheckoutPage } from './checkout-page.tsx';

/** Checkout needs a session (SPEC section 6): guests go to the login and come back. */
export const GuardedCheckoutPage = () => (
  <RequireLogin>
    <CheckoutPage />
  </RequireLogin>
);
