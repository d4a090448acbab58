import { RENDERED_STATE_ELEMENT_ID } from '@scrivania/core/page-render';
import type { DehydratedState } from '@tanstack/react-query';
import type { Root, RootOptions } from 'react-dom/client';
import { yieldToBrowser } from '../lib/yield-to-browser.ts';

/** The answers a server-rendered page was made from, when the server rendered it. */
function readRenderedState(): DehydratedState | undefined {
  const text = document.getElementById(RENDERED_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : undefined;
}

/**
 * The app's libraries, each evaluated in a task of its own with the browser's turn in between
 * (decision 058): evaluated together they were one task of 100–160 ms on a phone, the page's longest.
 * Each is a chunk of its own, so importing one evaluates only it; the page fetched them all at once.
 */
async function loadApp() {
  const reactDom = await import('react-dom/client');
  await yieldToBrowser();
  // Naming the export used, not taking the whole module, leaves the bundler free to drop the rest.
  await import('react-router').then(({ RouterProvider }) => RouterProvider);
  await yieldToBrowser();
  await import('@tanstack/react-query').then(({ QueryClientProvider }) => QueryClientProvider);
  await yieldToBrowser();
  const shell = await import('./app.tsx');
  await yieldToBrowser();
  return { reactDom, shell };
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
  const { reactDom, shell } = await loadApp();
  if (!state) {
    const drawn = reactDom.createRoot(root, options);
    drawn.render(shell.app({ adopting: false }));
    return drawn;
  }
  // Same answers and same screens as on the server, so React adopts its markup instead of redrawing.
  const screens = shell.loadScreensFor(window.location.pathname);
  shell.adoptRenderedState(state);
  await screens;
  await yieldToBrowser();
  // Not in a transition's slices: a click landing between two slices reached a link React had not
  // adopted yet and was lost (neither the browser's navigation nor the router's). The frame is adopted
  // in this task; its parts (`AdoptedApart`) after it, in slices React itself keeps safe (decision 061).
  return reactDom.hydrateRoot(root, shell.app({ adopting: true }), options);
}
