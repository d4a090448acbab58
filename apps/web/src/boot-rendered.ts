import { APP_SCRIPT_META_NAME } from '@scrivania/core/page-render';

/**
 * The script of a page the server rendered (decision 016). The page is already readable, so the app
 * starts once the page's main photo can be painted: on a slow mobile network its scripts would
 * otherwise take the bandwidth that photo needs. It never waits longer than a second for it.
 */
const LONGEST_WAIT_MS = 1000;

const appScript = document.querySelector(`meta[name="${APP_SCRIPT_META_NAME}"]`)?.getAttribute('content');
const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
await Promise.race([
  photo?.decode().catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS)),
]);
if (appScript) requestAnimationFrame(() => setTimeout(() => void import(/* @vite-ignore */ appScript)));
