import type { BoundingBox } from '@scrivania/core/catalog/search-schemas';

/** Degrees per cell side: a city's listings fall in a few dozen cells, a map box reads a few hundred at most. */
const CELL_DEGREES = 0.025;
/** A box over more cells than this gains little from them: its caller passes over every listing instead. */
const MAX_CELLS = 4_096;

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);

/**
 * A grid of cells over the listings' coordinates (decision 064): the slots of the listings that may
 * lie in a box, in ascending slot order, without looking at the others. The cells are a superset of
 * the box; the caller still tests each listing's coordinates against it.
 */
export function createAreaGrid(points: ReadonlyArray<{ latitude: number | null; longitude: number | null }>) {
  const cells = new Map<number, number[]>();
  const key = (row: number, column: number) => row * 100_000 + column;
  points.forEach((point, slot) => {
    if (point.latitude === null || point.longitude === null) return;
    const at = key(cellOf(point.latitude), cellOf(point.longitude));
    const slots = cells.get(at);
    if (slots) slots.push(slot);
    else cells.set(at, [slot]);
  });
  const words = (points.length + 31) >>> 5;

  return {
    /** Slots that may lie in `box`, ascending; undefined when the box spans too many cells to be worth it. */
    slotsIn(box: BoundingBox): Int32Array | undefined {
      const [south, north, west, east] = [
        cellOf(box.south),
        cellOf(box.north),
        cellOf(box.west),
        cellOf(box.east),
      ];
      if ((north - south + 1) * (east - west + 1) > MAX_CELLS) return undefined;
      const seen = new Uint32Array(words);
      let count = 0;
      for (let row = south; row <= north; row++) {
        for (let column = west; column <= east; column++) {
          for (const slot of cells.get(key(row, column)) ?? []) {
            seen[slot >>> 5] = (seen[slot >>> 5] as number) | (1 << (slot & 31));
            count += 1;
          }
        }
      }
      const slots = new Int32Array(count);
      let next = 0;
      for (let word = 0; word < words && next < count; word++) {
        let bits = seen[word] as number;
        while (bits !== 0) {
          const low = bits & -bits;
          slots[next++] = word * 32 + (31 - Math.clz32(low));
          bits ^= low;
        }
      }
      return slots;
    },
  };
}
