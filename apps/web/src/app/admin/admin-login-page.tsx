import { messages } from '@scrivania/core/messages.it';
import { adminPaths } from '../../lib/admin-paths.ts';
import { BackOfficeLoginPage } from '../back-office-login-page.tsx';

/** /admin/login: the site's login (one session for both), then on to the console. */
export function AdminLoginPage() {
  return <BackOfficeLoginPage texts={messages.backOffice.console.login} home={adminPaths.home} />;
}
