import { describe, expect, it } from 'vitest';
import { medianMetrics, pageBudgets } from './page-budgets.ts';

const run = (score: number, lcpMs: number, tbtMs: number, cls: number) => ({
  score,
  fcpMs: lcpMs,
  lcpMs,
  tbtMs,
  cls,
});

describe('medianMetrics', () => {
  it('takes the median of each metric on its own, not one whole run', () => {
    const median = medianMetrics([
      run(0.9, 3000, 100, 0),
      run(0.7, 1000, 300, 0.1),
      run(0.8, 2000, 50, 0.01),
    ]);
    expect(median).toEqual(run(0.8, 2000, 100, 0.01));
  });
});

describe('pageBudgets', () => {
  const hello = run(1, 1200, 0, 0);

  it('holds a page to 0.97 of the hello world score, 1.3 times its LCP, CLS 0.02 and TBT 150 ms', () => {
    const results = pageBudgets('/', run(0.97, 1560, 150, 0.02), hello);
    expect(results.map((r) => [r.value, r.ok])).toEqual([
      [97, true],
      [1560, true],
      [0.02, true],
      [150, true],
    ]);
  });

  it('reports each budget a page is over', () => {
    const results = pageBudgets('/', run(0.96, 1561, 151, 0.021), hello);
    expect(results.every((r) => !r.ok)).toBe(true);
    expect(results[1]?.budget).toContain('1560 ms');
  });

  it('holds the desktop profile to the score and CLS budgets against the desktop hello world, without LCP or TBT', () => {
    const desktopHello = run(1, 400, 0, 0);
    const results = pageBudgets(
      '/PropertySearch with its map',
      run(0.96, 1521, 400, 0.03),
      desktopHello,
      'desktop',
    );
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['/PropertySearch with its map performance score (Lighthouse desktop, median of 3)', false],
      ['/PropertySearch with its map CLS (Lighthouse desktop, median of 3)', false],
    ]);
  });
});
