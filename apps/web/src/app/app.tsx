import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { ADDRESS_HEAD_ATTRIBUTE, addressHeadTags, replaceHeadTags } from '../lib/document-meta.ts';
import { queryClient } from '../lib/query-client.ts';
import { canonicalPath } from './page-url.ts';
import { createRouter, routes } from './router.tsx';

export { loadScreensFor } from './router.tsx';

type Router = ReturnType<typeof createRouter>;

/** Keeps the canonical address in the head with the one the router shows, as the server wrote it. */
function followAddress(router: Router) {
  let shown: string | undefined;
  let remove = () => {};
  const write = ({ pathname, search }: { pathname: string; search: string }) => {
    const canonical = canonicalPath(routes, `${pathname}${search}`);
    if (canonical === shown) return;
    shown = canonical;
    remove();
    remove = replaceHeadTags(addressHeadTags(canonical), ADDRESS_HEAD_ATTRIBUTE);
  };
  write(router.state.location);
  router.subscribe((state) => write(state.location));
}

/** Puts the answers a server-rendered page was made from into the tab's query cache. */
export function adoptRenderedState(state: DehydratedState) {
  hydrate(queryClient, state);
}

/**
 * The whole app: its router on the browser's address, under the tab's query client; `adopting` when it
 * takes over a page the server rendered.
 */
export function app({ adopting }: { adopting: boolean }) {
  const router = createRouter({ adopting });
  followAddress(router);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
