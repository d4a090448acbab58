import { describe, expect, it } from 'vitest';
import { isServablePath } from './static-paths.ts';

describe('isServablePath', () => {
  it.each(['/assets/index-abc.js', '/favicon.svg', '/assets/a.b.c.css', '//favicon.svg'])(
    'serves %s',
    (p) => {
      expect(isServablePath(p, ['/index.html'])).toBe(true);
    },
  );

  it.each([
    '/index.html',
    '//index.html',
    '/assets//../index.html',
    '/.vite/boot-manifest.json',
    '/assets/../.vite/manifest.json',
    '/.env',
    '/assets/./index-abc.js',
    '/..',
  ])('refuses %s', (p) => {
    expect(isServablePath(p, ['/index.html'])).toBe(false);
  });
});
