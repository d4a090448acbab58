import { describe, expect, it } from 'vitest';
import { boxAround, createMapPoints, type MapListing } from './map-points.ts';

const listing = (id: number, latitude: number, longitude: number): MapListing => ({
  id,
  name: `Spazio ${id}`,
  latitude,
  longitude,
  label: `${id} €`,
});

// Two in the centre of Milan a street apart, one in Rome.
const milan = [listing(1, 45.4642, 9.19), listing(2, 45.4645, 9.1905)];
const rome = listing(3, 41.9028, 12.4964);
const italy = { west: 6.6, south: 36.6, east: 18.5, north: 47.1 };

describe('map points', () => {
  it('merges listings that would overlap into one cluster that says how many and where it splits', () => {
    const points = createMapPoints([...milan, rome])(italy, 6);
    expect(points).toHaveLength(2);
    const cluster = points.find((p) => p.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', count: 2 });
    expect(cluster?.kind === 'cluster' && cluster.expansionZoom).toBeGreaterThan(6);
    expect(points).toContainEqual({ kind: 'listing', listing: rome });
  });

  it('shows each listing once zoomed in, and only those inside the area', () => {
    const points = createMapPoints([...milan, rome])(
      { west: 9.18, south: 45.46, east: 9.2, north: 45.47 },
      18,
    );
    expect(points.map((p) => (p.kind === 'listing' ? p.listing.id : 'cluster')).sort()).toEqual([1, 2]);
  });

  it('frames the listings, or nothing when there are none', () => {
    expect(boxAround([...milan, rome])).toEqual({
      west: 9.19,
      south: 41.9028,
      east: 12.4964,
      north: 45.4645,
    });
    expect(boxAround([])).toBeNull();
  });
});
