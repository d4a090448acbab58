import { RequireLogin } from '../../../lib/require-login.tsx';
import { AddPropertyTestimonialPage } from './add-property-testimonial-page.tsx';

export { AddTestimonialPage } from './add-testimonial-page.tsx';

/** Writing a property review needs a session; the general testimonial does not (SPEC section 2). */
export const GuardedAddPropertyTestimonialPage = () => (
  <RequireLogin>
    <AddPropertyTestimonialPage />
  </RequireLogin>
);
