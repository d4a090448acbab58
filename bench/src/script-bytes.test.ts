import { describe, expect, it } from 'vitest';
import { scriptBytesUntilQuiet } from './script-bytes.ts';

describe('scriptBytesUntilQuiet', () => {
  it('sums every script once, and lists them largest first', () => {
    const split = scriptBytesUntilQuiet([
      { path: '/assets/home.js', bytes: 3_000, finishedAt: 650 },
      { path: '/assets/index.js', bytes: 90_000, finishedAt: 400 },
      { path: '/assets/home.js', bytes: 3_000, finishedAt: 700 },
      { path: '/assets/later.js', bytes: 5_000, finishedAt: 2_651 },
    ]);
    expect(split.bytes).toBe(98_000);
    expect(split.byFile.map(([file]) => file)).toEqual([
      '/assets/index.js',
      '/assets/later.js',
      '/assets/home.js',
    ]);
  });
});
