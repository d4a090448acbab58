import { type BoundingBox, ITALY_BOUNDS } from '@scrivania/core/catalog/search-schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAreaGrid } from './area-grid.ts';
import type { ListingFacts } from './availability-index.ts';
import { createListingColumns } from './listing-columns.ts';
import {
  combineWords,
  firstByKey,
  insideItaly,
  type ListingFilters,
  narrow,
  serviceBits,
  sortListings,
} from './search-filters.ts';

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

describe('combineWords, on random words', () => {
  it('finds what a map of each word would, in the same order', () => {
    const wordArbitrary = fc.uniqueArray(fc.nat({ max: 60 }), { maxLength: 40 }).chain((ids) =>
      fc.record({
        ignored: fc.boolean(),
        ids: fc.constant([...ids].sort((a, b) => a - b)),
        scores: fc.array(
          fc.integer({ min: 0, max: 4 }).map((n) => n / 4),
          {
            minLength: ids.length,
            maxLength: ids.length,
          },
        ),
      }),
    );
    fc.assert(
      fc.property(fc.array(wordArbitrary, { maxLength: 4 }), (words) => {
        const kept = words.filter((word) => !word.ignored).sort((a, b) => a.ids.length - b.ids.length);
        const [fewest, ...others] = kept;
        if (!fewest) {
          expect(combineWords(words)).toBeNull();
          return;
        }
        let scores = new Map(fewest.ids.map((id, i) => [id, fewest.scores[i] ?? 0]));
        for (const word of others) {
          const scoreOf = new Map(word.ids.map((id, i) => [id, word.scores[i] ?? 0]));
          scores = new Map(
            [...scores].flatMap(([id, score]) => {
              const more = scoreOf.get(id);
              return more === undefined ? [] : [[id, score + more] as [number, number]];
            }),
          );
        }
        const expected = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
        expect(combineWords(words)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
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

/** Service ids on either side of a 32-bit word's edge, so that the bits cross from one word to the next. */
const serviceIdArbitrary = fc.constantFrom(1, 2, 31, 32, 33);
/** The services each generated listing offers, as a list, for the reference to read. */
const offered = new WeakMap<ListingFacts, readonly number[]>();

/** Random listings around a few points, so boxes, prices and categories both keep and drop some. */
const listingArbitrary = (id: number) =>
  fc
    .record({
      maxGuests: fc.integer({ min: 1, max: 6 }),
      categoryId: fc.integer({ min: 1, max: 3 }),
      priceCents: fc.integer({ min: 1, max: 20 }).map((n) => n * 1000),
      perPerson: fc.boolean(),
      instant: fc.boolean(),
      at: fc.option(
        fc.record({
          latitude: fc.double({ min: 44, max: 46, noNaN: true }),
          longitude: fc.double({ min: 8, max: 10, noNaN: true }),
        }),
      ),
      createdAt: fc.nat({ max: 50 }),
      serviceIds: fc.uniqueArray(serviceIdArbitrary, { maxLength: 3 }),
      ratingTenths: fc.option(fc.integer({ min: 10, max: 50 })),
      reviewCount: fc.nat({ max: 5 }),
    })
    .map(({ at, serviceIds, ...facts }): ListingFacts => {
      const listing = {
        id,
        ...facts,
        latitude: at?.latitude ?? null,
        longitude: at?.longitude ?? null,
        serviceBits: serviceBits(serviceIds),
        windows: [],
        card: {} as ListingFacts['card'],
      };
      offered.set(listing, serviceIds);
      return listing;
    });

const filtersArbitrary: fc.Arbitrary<ListingFilters> = fc.record({
  guests: fc.integer({ min: 0, max: 6 }),
  minPriceCents: fc.option(
    fc.integer({ min: 0, max: 12 }).map((n) => n * 1000),
    { nil: undefined },
  ),
  maxPriceCents: fc.option(
    fc.integer({ min: 5, max: 40 }).map((n) => n * 1000),
    { nil: undefined },
  ),
  categoryId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  serviceIds: fc.uniqueArray(serviceIdArbitrary, { maxLength: 2 }),
  instant: fc.boolean(),
  minRating: fc.option(
    fc.integer({ min: 0, max: 50 }).map((n) => n / 10),
    { nil: undefined },
  ),
  bbox: fc.option(
    fc
      .record({
        west: fc.double({ min: 7.5, max: 9, noNaN: true }),
        south: fc.double({ min: 43.5, max: 45, noNaN: true }),
        width: fc.double({ min: 0, max: 2, noNaN: true }),
      })
      .map(({ west, south, width }) => ({ west, south, east: west + width, north: south + width })),
    { nil: undefined },
  ),
});

/** Whether a listing's point lies in the box (edges included); a listing without one lies in none. */
function within(box: BoundingBox | null, { latitude, longitude }: ListingFacts): boolean {
  if (box === null || latitude === null || longitude === null) return false;
  return box.south <= latitude && latitude <= box.north && box.west <= longitude && longitude <= box.east;
}

/**
 * What `narrow` must answer, by the definitions and nothing clever: each listing's failures judged
 * in full (dates with one guest when there are too many guests), matched when none, counted per
 * category when only the category fails, and the filter to relax the one whose failing alone keeps
 * the most listings out, in RELAXABLE's order on ties.
 */
function reference(
  listings: readonly ListingFacts[],
  filters: ListingFilters,
  open: ((id: number, guests: number) => boolean) | undefined,
) {
  const area = filters.bbox && insideItaly(filters.bbox);
  const failing = listings.map((listing) => {
    const price = listing.perPerson ? listing.priceCents * Math.max(filters.guests, 1) : listing.priceCents;
    const guests = listing.maxGuests < filters.guests;
    const fails = {
      area: area !== undefined && !within(area, listing),
      price:
        (filters.minPriceCents !== undefined && price < filters.minPriceCents) ||
        (filters.maxPriceCents !== undefined && price > filters.maxPriceCents),
      services: !filters.serviceIds.every((id) => offered.get(listing)?.includes(id)),
      rating:
        filters.minRating !== undefined &&
        (listing.ratingTenths === null || listing.ratingTenths < Math.round(filters.minRating * 10)),
      instant: filters.instant && !listing.instant,
      category: filters.categoryId !== undefined && listing.categoryId !== filters.categoryId,
      guests,
      dates: open !== undefined && !open(listing.id, guests ? 0 : filters.guests),
    };
    return {
      listing,
      failed: Object.entries(fails)
        .filter(([, fails]) => fails)
        .map(([name]) => name),
    };
  });
  const matched = failing.filter(({ failed }) => failed.length === 0).map(({ listing }) => listing);
  const perCategory = new Map<number, number>();
  for (const { listing, failed } of failing)
    if (failed.every((name) => name === 'category'))
      perCategory.set(listing.categoryId, (perCategory.get(listing.categoryId) ?? 0) + 1);
  let relax: string | null = null;
  if (matched.length === 0) {
    let best = 0;
    for (const name of ['area', 'price', 'services', 'rating', 'instant', 'category', 'guests', 'dates']) {
      const found = failing.filter(({ failed }) => failed.length === 1 && failed[0] === name).length;
      if (found > best) {
        best = found;
        relax = name;
      }
    }
  }
  return {
    matched,
    categoryCounts: [...perCategory].map(([id, count]) => ({ id, count })).sort((a, b) => a.id - b.id),
    relax,
  };
}

describe('narrow', () => {
  it('finds, counts and names the filter to relax as the definitions say, on random catalogues', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 40 })
          .chain((size) => fc.tuple(...Array.from({ length: size }, (_, id) => listingArbitrary(id + 1)))),
        filtersArbitrary,
        fc.option(fc.func(fc.boolean()), { nil: undefined }),
        fc.boolean(),
        (listings, filters, open, boxCells) => {
          // Slots newest first, as the index keeps them: here the listings in reverse.
          const bySlot = [...listings].reverse();
          const columns = createListingColumns(bySlot);
          const slots = bySlot.map((_, slot) => slot);
          const dates = open && ((id: number, guests: number) => open(id, guests));
          const datesBySlot =
            dates && ((slot: number, guests: number) => dates(bySlot[slot]?.id ?? 0, guests));
          // The grid's answer for the box as the search starts from it: candidates in their order.
          const area = filters.bbox && insideItaly(filters.bbox);
          const plausible = boxCells && area ? createAreaGrid(bySlot).slotsIn(area) : undefined;
          const found = narrow(slots, columns, filters, datesBySlot, plausible);
          expect({ ...found, matched: Array.from(found.matched, (slot) => bySlot[slot]) }).toEqual(
            reference(bySlot, filters, dates),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('sortListings', () => {
  it('gives the first listings of a plain stable sort of their facts, for every order', () => {
    const sorts = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest', 'distance'] as const;
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 30 })
          .chain((size) => fc.tuple(...Array.from({ length: size }, (_, id) => listingArbitrary(id + 1)))),
        fc.constantFrom(...sorts),
        fc.integer({ min: 0, max: 6 }),
        filtersArbitrary.map((filters) => filters.bbox),
        fc.nat({ max: 35 }),
        (listings, sort, guests, bbox, count) => {
          const columns = createListingColumns(listings);
          const matched = listings.map((_, slot) => slot).reverse();
          const price = (listing: ListingFacts) =>
            listing.perPerson ? listing.priceCents * Math.max(guests, 1) : listing.priceCents;
          const centre = bbox && {
            latitude: (bbox.south + bbox.north) / 2,
            longitude: (bbox.west + bbox.east) / 2,
          };
          const away = (listing: ListingFacts) => {
            if (!centre || listing.latitude === null || listing.longitude === null)
              return Number.POSITIVE_INFINITY;
            const dx = (listing.longitude - centre.longitude) * Math.cos((centre.latitude * Math.PI) / 180);
            return dx * dx + (listing.latitude - centre.latitude) ** 2;
          };
          const keys: Record<(typeof sorts)[number], (listing: ListingFacts) => number> = {
            relevance: () => 0,
            price_asc: price,
            price_desc: (listing) => -price(listing),
            rating: (listing) => -((listing.ratingTenths ?? -1) * 1_000_000 + listing.reviewCount),
            newest: (listing) => -listing.createdAt,
            distance: (listing) => (centre ? away(listing) : 0),
          };
          const expected = matched
            .map((slot) => listings[slot] as ListingFacts)
            .map((listing, at) => ({ listing, at, key: keys[sort](listing) }))
            .sort((a, b) => a.key - b.key || a.at - b.at)
            .slice(0, count)
            .map(({ listing }) => listing);
          const sorted = sortListings(matched, columns, sort, { guests, bbox }, count);
          expect(sorted.map((slot) => listings[slot])).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
