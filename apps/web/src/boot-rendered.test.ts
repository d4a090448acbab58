import { APP_PRELOAD_META_NAME } from '@scrivania/core/page-render';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => {
  document.head.innerHTML = '';
});

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
});
