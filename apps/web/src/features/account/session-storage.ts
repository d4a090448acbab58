import { TOKEN_STORAGE_KEY } from '../../lib/api-client.ts';

/** Keeps the session token the way the site has always stored it (SPEC section 3: `token`). */
export function storeToken(token: string) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

/**
 * A return address is followed only when it is a path of this site: never `//host` or `/\host`,
 * which browsers treat as other sites.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
