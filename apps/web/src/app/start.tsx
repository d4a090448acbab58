import { RENDERED_STATE_ELEMENT_ID } from '@scrivania/core/page-render';
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ADDRESS_HEAD_ATTRIBUTE, addressHeadTags, replaceHeadTags } from '../lib/document-meta.ts';
import { queryClient } from '../lib/query-client.ts';
import { canonicalPath } from './page-url.ts';
import { createRouter, loadScreensFor, routes } from './router.tsx';

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

function app() {
  const router = createRouter();
  followAddress(router);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}

/** The answers a server-rendered page was made from, when the server rendered it. */
function readRenderedState(): DehydratedState | undefined {
  const text = document.getElementById(RENDERED_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : undefined;
}

/**
 * Starts the app in its root element: adopting the server's markup when it sent some, drawing it
 * otherwise. Answers the React root, which tests unmount when they are done with a page.
 */
export async function startApp(
  root: HTMLElement,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<Root> {
  const state = readRenderedState();
  if (!state) {
    const drawn = createRoot(root, options);
    drawn.render(app());
    return drawn;
  }
  // Same answers and same screens as on the server, so React adopts its markup instead of redrawing.
  hydrate(queryClient, state);
  await loadScreensFor(window.location.pathname);
  return hydrateRoot(root, app(), options);
}
