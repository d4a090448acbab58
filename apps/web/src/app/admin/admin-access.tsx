import { messages } from '@scrivania/core/messages.it';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { adminPaths } from '../../lib/admin-paths.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';

const m = messages.backOffice;

function LoginRedirect() {
  const location = useLocation();
  const returnUrl = encodeURIComponent(`${location.pathname}${location.search}`);
  return <Navigate to={`${adminPaths.login}?returnUrl=${returnUrl}`} replace />;
}

/**
 * Lets only operators in, by the role the profile answer carries: no session → the console's login, a
 * visitor's or host's session → a refusal. The server refuses every console call to them anyway; this
 * only spares them screens that could not load.
 */
export function AdminAccess({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'logged-out') return <LoginRedirect />;
  if (session.status === 'loading') return <p className="p-6">{m.access.checking}</p>;
  if (session.user.role !== 'admin')
    return (
      <div
        role="alert"
        className="mx-auto max-w-xl space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-6"
      >
        <h1 className="text-xl font-bold text-slate-900">{m.console.access.adminsOnly}</h1>
        <p>{m.console.access.adminsOnlyHint}</p>
        <Link to={paths.home} className="font-semibold text-brand-700 underline">
          {m.console.access.backToSite}
        </Link>
      </div>
    );
  return children;
}
