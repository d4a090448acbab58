import { APP_PRELOAD_META_NAME, APP_SCRIPT_META_NAME } from '@scrivania/core/page-render';

/**
 * The script of a page the server rendered (decisions 016, 108). The page is readable and its links
 * work without the app, so a visitor who only reads it downloads none of it: the app loads when they
 * reach for the page (a pointer on it, a touch, a key, a focus, a scroll), its 100 KB and more no
 * longer taking a phone's bandwidth and processor from the page's paint.
 */
const INTENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
  'wheel',
] as const;

function reached(): Promise<void> {
  return new Promise((resolve) => {
    const controller = new AbortController();
    const reach = () => {
      controller.abort();
      resolve();
    };
    for (const intent of INTENTS) {
      window.addEventListener(intent, reach, { capture: true, passive: true, signal: controller.signal });
    }
  });
}

const appScript = document.querySelector(`meta[name="${APP_SCRIPT_META_NAME}"]`)?.getAttribute('content');
await reached();
// The app imports its modules one after another (decision 058); asked for together they arrive at once.
for (const meta of document.querySelectorAll(`meta[name="${APP_PRELOAD_META_NAME}"]`)) {
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '' });
  link.href = meta.getAttribute('content') ?? '';
  document.head.append(link);
}
if (appScript) void import(/* @vite-ignore */ appScript);
