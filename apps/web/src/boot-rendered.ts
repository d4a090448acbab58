import { APP_PRELOAD_META_NAME, APP_SCRIPT_META_NAME } from '@scrivania/core/page-render';

/**
 * The script of a page the server rendered (decision 016). The page is already readable, so the app
 * starts once the browser reports the page's main photo painted: on a slow mobile network its scripts
 * would otherwise take the bandwidth that photo needs. It never waits longer than a second for it.
 */
const LONGEST_WAIT_MS = 1000;

/**
 * The browser's own report of the photo's paint; where there is none, the photo decoded and a frame
 * gone by. A decode alone comes a frame too early: the app's request then races the photo's paint.
 */
function photoPainted(photo: HTMLImageElement): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    return photo
      .decode()
      .catch(() => undefined)
      .then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === photo)) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

const appScript = document.querySelector(`meta[name="${APP_SCRIPT_META_NAME}"]`)?.getAttribute('content');
const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
if (photo) {
  await Promise.race([photoPainted(photo), new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]);
}
// The app imports its modules one after another (decision 058); asked for together they arrive at once.
for (const meta of document.querySelectorAll(`meta[name="${APP_PRELOAD_META_NAME}"]`)) {
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '' });
  link.href = meta.getAttribute('content') ?? '';
  document.head.append(link);
}
if (appScript) void import(/* @vite-ignore */ appScript);
