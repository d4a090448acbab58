import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAreaGrid } from './area-grid.ts';

const degrees = (min: number, max: number) => fc.double({ min, max, noNaN: true });

describe('createAreaGrid', () => {
  it('gives every listing inside a box, ascending, whatever cells the box and the listings fall in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.record({ latitude: degrees(45, 45.2), longitude: degrees(9, 9.2) })), {
          maxLength: 120,
        }),
        fc.record({
          west: degrees(8.95, 9.2),
          south: degrees(44.95, 45.2),
          width: degrees(0, 0.1),
          height: degrees(0, 0.1),
        }),
        (points, { west, south, width, height }) => {
          const listings = points.map((point) => point ?? { latitude: null, longitude: null });
          const box = { west, south, east: west + width, north: south + height };
          const inside = listings.flatMap(({ latitude, longitude }, slot) =>
            latitude !== null &&
            longitude !== null &&
            latitude >= box.south &&
            latitude <= box.north &&
            longitude >= box.west &&
            longitude <= box.east
              ? [slot]
              : [],
          );
          const slots = [...(createAreaGrid(listings).slotsIn(box) ?? [])];
          expect(slots).toEqual([...new Set(slots)].sort((a, b) => a - b));
          expect(slots).toEqual(expect.arrayContaining(inside));
          for (const slot of slots) expect(listings[slot]?.latitude).not.toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('leaves a box over too many cells to a pass over every listing', () => {
    const grid = createAreaGrid([{ latitude: 45, longitude: 9 }]);
    expect(grid.slotsIn({ west: 6, south: 35, east: 19, north: 48 })).toBeUndefined();
    expect([...(grid.slotsIn({ west: 8.99, south: 44.99, east: 9.01, north: 45.01 }) ?? [])]).toEqual([0]);
  });
});
