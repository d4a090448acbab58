import { APP_PRELOAD_META_NAME } from '@scrivania/core/page-render';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => {
  document.head.innerHTML = '';
});

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];

describe('the boot script of a server-rendered page', () => {
  it("loads nothing until the visitor reaches for the page, then asks for all the app's modules at once", async () => {
    // No app script named: the preloads alone are looked at, without the app starting in the test.
    document.head.innerHTML = ['/assets/react-dom-a.js', '/assets/app-b.js']
      .map((href) => `<meta name="${APP_PRELOAD_META_NAME}" content="${href}" />`)
      .join('');
    let booted = false;
    const boot = import('./boot-rendered.ts').then(() => {
      booted = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(booted).toBe(false);
    expect(preloads()).toEqual([]);
    // The module's listeners are in place once it has been evaluated; a pointer moving over the page.
    while (!booted) {
      window.dispatchEvent(new Event('pointermove'));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await boot;
    expect(preloads().map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/react-dom-a.js',
      '/assets/app-b.js',
    ]);
    // As the app's own module requests go: a preload fetched otherwise would not be used.
    expect(preloads().every((link) => link.hasAttribute('crossorigin'))).toBe(true);
  });
});
