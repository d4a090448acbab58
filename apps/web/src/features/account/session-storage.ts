import type { SocialLoginResponse } from '@scrivania/core/account/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { TOKEN_STORAGE_KEY } from '../../lib/api-client.ts';
import { profileQueryKey } from '../../lib/session.ts';

/** Keeps the session token the way the site has always stored it (SPEC section 3: `token`). */
export function storeToken(token: string) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

/** A session handed over by a one-time code or a social link: the three keys of SPEC section 3. */
export function storeSession(queryClient: QueryClient, answer: SocialLoginResponse) {
  storeToken(answer.access_token);
  localStorage.setItem('access_token', answer.access_token);
  localStorage.setItem('user', JSON.stringify(answer.user));
  queryClient.removeQueries({ queryKey: profileQueryKey });
}

const SAME_SITE = 'http://return.invalid';

/** Where the browser itself would take a path: another site when it reads the path as `//host`. */
function staysOnSite(path: string): boolean {
  try {
    return new URL(path, SAME_SITE).origin === SAME_SITE;
  } catch {
    return false;
  }
}

/**
 * A return address is followed only when it is a path of this site: never `//host` or `/\host`,
 * which browsers treat as other sites, nor `/<tab>/host`, which they read as `//host` once they drop
 * the tab (the router goes there by a full load when the history refuses another site).
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return staysOnSite(value) ? value : null;
}
