import { useEffect } from 'react';

/**
 * Asks search engines not to index the page while the calling screen is shown: the back-offices are
 * private, and every address of the app is otherwise served the same document.
 */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
