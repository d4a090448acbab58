import { APP_PRELOAD_META_NAME } from '@scrivania/core/page-render';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
  vi.resetModules();
});

const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;

describe('the boot script of a server-rendered page', () => {
  it("asks for all the app's modules at once when it loads the app", async () => {
    // No app script named: the preloads alone are looked at, without the app starting in the test.
    document.head.innerHTML = ['/assets/react-dom-a.js', '/assets/app-b.js']
      .map((href) => `<meta name="${APP_PRELOAD_META_NAME}" content="${href}" />`)
      .join('');
    await import('./boot-rendered.ts');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/react-dom-a.js',
      '/assets/app-b.js',
    ]);
    // As the app's own module requests go: a preload fetched otherwise would not be used.
    expect(links.every((link) => link.hasAttribute('crossorigin'))).toBe(true);
  });

  it('on a page without a main photo, asks for the app only once the browser reports the first paint', async () => {
    document.head.innerHTML = `<meta name="${APP_PRELOAD_META_NAME}" content="/assets/app-b.js" />`;
    let report: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(callback: typeof report) {
            report = callback;
          }
          observe() {}
          disconnect() {}
        },
        { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
      ),
    );
    const booting = import('./boot-rendered.ts');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloads()).toBe(0);
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    await booting;
    expect(preloads()).toBe(1);
  });
});
