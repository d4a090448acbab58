import { ProfilePage } from '../../features/account/components/profile-page.tsx';
import { UnreadBadge } from '../../features/chat/components/unread-badge.tsx';
import { RequireLogin } from '../../lib/require-login.tsx';

export * from '../../features/account/components/screens.ts';

const unreadBadge = (meId: number) => <UnreadBadge meId={meId} />;

/** The profile, with the chat's unread count beside its messages link; guests are sent to the login. */
export const GuardedProfilePage = () => (
  <RequireLogin>
    <ProfilePage unreadBadge={unreadBadge} />
  </RequireLogin>
);
