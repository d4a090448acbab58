import { ITALY_BOUNDS } from '@scrivania/core/catalog/search-schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineWords, firstByKey, insideItaly } from './search-filters.ts';

describe('combineWords', () => {
  it('keeps the listings every word finds, by summed score then id', () => {
    const milano = { ignored: false, ids: [1, 2, 3, 4], scores: [0.5, 0.9, 0.5, 0.1] };
    const sala = { ignored: false, ids: [2, 3, 4, 9], scores: [0.1, 0.5, 0.2, 1] };
    expect(combineWords([milano, sala])).toEqual([2, 3, 4]);
  });

  it('skips the words the dictionary drops, and leaves a text of only those to be matched whole', () => {
    const di = { ignored: true, ids: [], scores: [] };
    const roma = { ignored: false, ids: [5, 6], scores: [0.2, 0.3] };
    expect(combineWords([di, roma])).toEqual([6, 5]);
    expect(combineWords([di])).toBeNull();
    expect(combineWords([roma, { ignored: false, ids: [], scores: [] }])).toEqual([]);
  });
});

describe('insideItaly', () => {
  it('reads a box as its part inside Italy, and one wholly outside as none', () => {
    expect(insideItaly({ west: 9.1, south: 45.4, east: 9.3, north: 45.5 })).toEqual({
      west: 9.1,
      south: 45.4,
      east: 9.3,
      north: 45.5,
    });
    expect(insideItaly({ west: -30, south: 20, east: 45, north: 70 })).toEqual(ITALY_BOUNDS);
    expect(insideItaly({ west: 2.2, south: 48.8, east: 2.5, north: 48.9 })).toBeNull();
  });
});

describe('firstByKey', () => {
  it('gives the same first listings as sorting them all, ties in their given order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 200 }),
        fc.nat({ max: 250 }),
        (keys, count) => {
          const listings = keys.map((key, at) => ({ key, at }));
          const sorted = [...listings].sort((a, b) => a.key - b.key || a.at - b.at).slice(0, count);
          expect(firstByKey(listings, (listing) => listing.key, count)).toEqual(sorted);
        },
      ),
    );
  });
});
