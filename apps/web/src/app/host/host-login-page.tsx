import { messages } from '@scrivania/core/messages.it';
import { Link } from 'react-router';
import { hostPaths } from '../../lib/host-paths.ts';
import { paths } from '../../lib/paths.ts';
import { BackOfficeLoginPage } from '../back-office-login-page.tsx';

const m = messages.backOffice.login;

/** /host/login: the site's login (one session for both), then back to the back-office. */
export function HostLoginPage() {
  return (
    <BackOfficeLoginPage texts={m} home={hostPaths.home}>
      <p className="text-sm">
        {m.noAccount}{' '}
        <Link to={paths.becomeHost} className="font-semibold text-brand-700 hover:underline">
          {m.becomeHost}
        </Link>
      </p>
    </BackOfficeLoginPage>
  );
}
