import { ChangePasswordPage } from './change-password-page.tsx';
import { EditProfilePage } from './edit-profile-page.tsx';
import { ProfilePage } from './profile-page.tsx';
import { RequireLogin } from './require-login.tsx';

/** Screens that need a session (SPEC section 6): guests are sent to the login. */
export const GuardedProfilePage = () => (
  <RequireLogin>
    <ProfilePage />
  </RequireLogin>
);
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
