import { describe, expect, it } from 'vitest';
import { scriptBytesAroundLoad } from './script-bytes.ts';

describe('scriptBytesAroundLoad', () => {
  const scripts = [
    { path: '/assets/index.js', bytes: 90_000, finishedAt: 400 },
    { path: '/assets/home.js', bytes: 3_000, finishedAt: 650 },
    { path: '/assets/later.js', bytes: 5_000, finishedAt: 651 },
  ];

  it('counts the scripts finished by the load event, that one included, apart from the rest', () => {
    const split = scriptBytesAroundLoad(scripts, 650);
    expect(split.beforeLoad.map((script) => script.path)).toEqual(['/assets/index.js', '/assets/home.js']);
    expect(split.beforeLoadBytes).toBe(93_000);
    expect(split.allBytes).toBe(98_000);
  });

  it('counts nothing before a load event that came first', () => {
    expect(scriptBytesAroundLoad(scripts, 100).beforeLoadBytes).toBe(0);
  });
});
