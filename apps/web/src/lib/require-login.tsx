import { messages } from '@scrivania/core/messages.it';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useNoIndex } from './no-index.ts';
import { paths } from './paths.ts';
import { useSession } from './session.ts';

/** Shows its screen to a signed-in user; a guest goes to the login, which brings them back here. */
export function RequireLogin({
  children,
  loginPath = paths.login,
}: {
  children: ReactNode;
  loginPath?: string;
}) {
  // A page behind a login is nobody's search result.
  useNoIndex();
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <p className="px-4 py-10">{messages.common.loading}</p>;
  if (session.status === 'logged-out') {
    const returnUrl = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${loginPath}?returnUrl=${returnUrl}`} replace />;
  }
  return children;
}
