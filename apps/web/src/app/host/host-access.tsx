import { messages } from '@scrivania/core/messages.it';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useHostListings } from '../../features/catalog/host/api/host-listings.ts';
import { ApiError } from '../../lib/api-client.ts';
import { hostPaths } from '../../lib/host-paths.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';

const m = messages.backOffice.access;

function LoginRedirect() {
  const location = useLocation();
  const returnUrl = encodeURIComponent(`${location.pathname}${location.search}`);
  return <Navigate to={`${hostPaths.login}?returnUrl=${returnUrl}`} replace />;
}

/**
 * Lets only hosts in. The server decides: the back-office asks for the host's listings (which the
 * listings screen shows anyway) and follows the answer: no session → the host login, a session of
 * another role → the server's refusal with the way to become a host.
 */
export function HostAccess({ children }: { children: ReactNode }) {
  const session = useSession();
  const probe = useHostListings();
  if (session.status === 'logged-out') return <LoginRedirect />;
  if (session.status === 'loading' || probe.isPending) return <p className="p-6">{m.checking}</p>;
  if (probe.isError) {
    const error = probe.error;
    if (error instanceof ApiError && error.status === 401) return <LoginRedirect />;
    if (error instanceof ApiError && error.status === 403)
      return (
        <div
          role="alert"
          className="mx-auto max-w-xl space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-6"
        >
          <h1 className="text-xl font-bold text-slate-900">{m.hostsOnly}</h1>
          {error.message && error.message !== m.hostsOnly && <p>{error.message}</p>}
          <p>{m.becomeHostHint}</p>
          <Link to={paths.becomeHost} className="font-semibold text-brand-700 underline">
            {m.becomeHost}
          </Link>
        </div>
      );
    return (
      <p role="alert" className="p-6 text-red-800">
        {m.failed}
      </p>
    );
  }
  return children;
}
