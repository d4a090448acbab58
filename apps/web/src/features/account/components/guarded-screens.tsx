import { RequireLogin } from '../../../lib/require-login.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';
import { EditProfilePage } from './edit-profile-page.tsx';

/** Screens that need a session (SPEC section 6): guests are sent to the login. */
export const GuardedEditProfilePage = () => (
  <RequireLogin>
    <EditProfilePage />
  </RequireLogin>
);
export const GuardedChangePasswordPage = () => (
  <RequireLogin>
    <ChangePasswordPage />
  </RequireLogin>
);
