import { useSyncExternalStore } from 'react';

/**
 * Whether the viewport matches a media query: false on the server and while server markup is
 * adopted, so what depends on it appears only in the browser.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
