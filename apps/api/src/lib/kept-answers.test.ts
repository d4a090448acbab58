import { describe, expect, it, vi } from 'vitest';
import { createKeptAnswers } from './kept-answers.ts';

describe('kept answers', () => {
  it('loads a key once until the change it listens to is reported, then loads afresh', async () => {
    let forget = () => {};
    const kept = createKeptAnswers((onChange) => {
      forget = onChange;
    });
    const load = vi.fn(async () => ({ at: load.mock.calls.length }));
    expect(await kept('menu', load)).toEqual({ at: 1 });
    expect(await kept('menu', load)).toEqual({ at: 1 });
    forget();
    expect(await kept('menu', load)).toEqual({ at: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
