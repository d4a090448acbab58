import { useSyncExternalStore } from 'react';
import { readToken } from './api-client.ts';

const never = () => () => {};

/**
 * False on the server and while React adopts server-rendered markup, true from then on (and at once on
 * pages the browser renders alone). Anything that can only be known in the browser waits for it, so
 * the first browser render matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

const onStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * The stored session token, for deciding what to render: the server never sees it, so it counts as
 * none there and while server markup is adopted; a sign-in in another tab is picked up too.
 */
export function useStoredToken(): string | null {
  return useSyncExternalStore(onStorage, readToken, () => null);
}
