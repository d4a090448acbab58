import { describe, expect, it } from 'vitest';
import { boxFromParam, boxToParam } from './search-results-map.tsx';

describe('the map area in the address', () => {
  it('reads a box the search reads, and nothing else', () => {
    expect(boxFromParam('9.1,45.4,9.3,45.5')).toEqual({ west: 9.1, south: 45.4, east: 9.3, north: 45.5 });
    expect(boxFromParam(null)).toBeNull();
    expect(boxFromParam('9.3,45.5,9.1,45.4')).toBeNull();
    expect(boxFromParam('a,b,c,d')).toBeNull();
    expect(boxFromParam('9.1,45.4,9.3')).toBeNull();
  });

  it('writes the map’s area inside the world’s coordinates, five decimals each', () => {
    expect(boxToParam({ west: -200.123456, south: 45.4, east: 9.3, north: 95 })).toBe(
      '-180.00000,45.40000,9.30000,90.00000',
    );
    expect(boxFromParam(boxToParam({ west: 9.1, south: 45.4, east: 9.3, north: 45.5 }))).toEqual({
      west: 9.1,
      south: 45.4,
      east: 9.3,
      north: 45.5,
    });
  });
});
