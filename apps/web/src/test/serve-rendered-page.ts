import { RENDERED_STATE_ELEMENT_ID, type RenderedPage } from '@scrivania/core/page-render';
import type { Root } from 'react-dom/client';
import { vi } from 'vitest';
import { startApp } from '../app/start.tsx';

const adopted: Root[] = [];

/**
 * An adopted page keeps working after its test (lazy screens, a map's library): tests unmount it
 * before restoring their mocks, so nothing of it runs on into the next test or a torn-down document.
 */
export function unmountAdoptedPages() {
  for (const root of adopted.splice(0)) root.unmount();
}

/**
 * Serves `page` at `url` as the server does (its markup in the root, its answers beside it). `adopt`
 * then starts the app on it, the answers the server could not read being asked for and never coming,
 * and answers what React reported while adopting the markup: errors logged and recoverable errors.
 */
export function serveRenderedPage(url: string, page: RenderedPage) {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${RENDERED_STATE_ELEMENT_ID}">${JSON.stringify(page.state)}</script>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return {
    root,
    async adopt() {
      vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
      const consoleError = vi.spyOn(console, 'error');
      const recoverable = vi.fn();
      adopted.push(await startApp(root, { onRecoverableError: recoverable }));
      return { consoleError, recoverable };
    },
  };
}
