import { describe, expect, it } from 'vitest';
import { fewestSharedToMatch, WORD_SIMILARITY_THRESHOLD } from './trigram-similarity.ts';

/** pg_trgm's similarity of an extent holding `count` of the query's trigrams among `extent` in all. */
const similarity = (count: number, query: number, extent: number) =>
  Math.fround(count / (query + extent - count));

describe('fewestSharedToMatch', () => {
  it('leaves out only texts no extent of which can reach the threshold, and no more', () => {
    // Millions of cases: collected and compared once, since an assertion per case takes most of a minute.
    const reaching: string[] = [];
    const missed: number[] = [];
    for (let query = 1; query <= 60; query++) {
      const least = fewestSharedToMatch(query);
      for (let shared = 0; shared < least; shared++)
        for (let count = 0; count <= shared; count++)
          for (let extent = Math.max(count, 1); extent <= 3 * query; extent++)
            if (similarity(count, query, extent) >= WORD_SIMILARITY_THRESHOLD)
              reaching.push(`query ${query}, ${count} shared of an extent of ${extent}`);
      // A text with `least` of them, all side by side, does reach it.
      if (similarity(least, query, least) < WORD_SIMILARITY_THRESHOLD) missed.push(query);
    }
    expect(reaching).toEqual([]);
    expect(missed).toEqual([]);
  });
});
