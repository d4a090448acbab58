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

/**
 * A click on a button before the app has adopted the page would be lost (a link's is not: the browser
 * follows it). It is held, and handed to the button once the app has started: React adopts the part
 * holding it at once and delivers the click (decision 061).
 */
function holdButtonClicks(started: Promise<unknown>) {
  let held: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!(button instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
  };
  document.addEventListener('click', hold, { capture: true });
  void started.finally(() => {
    document.removeEventListener('click', hold, { capture: true });
    held?.click();
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
if (appScript) {
  const app = import(/* @vite-ignore */ appScript) as Promise<{ started?: Promise<unknown> }>;
  holdButtonClicks(app.then((module) => module.started));
}
