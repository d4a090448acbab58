import { describe, expect, it } from 'vitest';
import { onFirstUse } from './on-first-use.ts';

describe('onFirstUse', () => {
  it('loads nothing until asked, then once for every use', async () => {
    let loads = 0;
    const library = onFirstUse(async () => ({ id: ++loads }));
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([library(), library()]);
    expect(await library()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it('tries a failed load again on the next use', async () => {
    let loads = 0;
    const library = onFirstUse(async () => {
      loads++;
      if (loads === 1) throw new Error('not there yet');
      return 'loaded';
    });
    await expect(library()).rejects.toThrow('not there yet');
    await expect(library()).resolves.toBe('loaded');
    expect(loads).toBe(2);
  });
});
