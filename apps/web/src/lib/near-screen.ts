import { type RefCallback, useCallback, useState } from 'react';

/**
 * How near the screen an element counts as near: half a screen's height above or below it, so what
 * it loads is usually ready by the time it is scrolled into view, while what sits lower on a phone's
 * first screen (the property page's map, about 1,350 px down) waits for a scroll.
 */
const NEAR = '50% 0px';

/**
 * Whether the element given to the callback has come near the screen yet; once it has, it stays so.
 * A browser without IntersectionObserver counts everything as near.
 */
export function useNearScreen<T extends Element>(): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const watch = useCallback((element: T | null) => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [watch, near];
}
