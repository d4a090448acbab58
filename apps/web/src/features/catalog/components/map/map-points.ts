import type { BoundingBox } from '@scrivania/core/catalog/search-schemas';
import Supercluster from 'supercluster';

/** A listing as a map shows it: where it is and the short label of its marker (its price). */
export interface MapListing {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  label: string;
}

export type MapPoint =
  | { kind: 'listing'; listing: MapListing }
  | {
      kind: 'cluster';
      id: number;
      count: number;
      latitude: number;
      longitude: number;
      expansionZoom: number;
    };

/** Markers closer than this many pixels merge into one cluster. */
const CLUSTER_RADIUS_PX = 60;
const MAX_CLUSTER_ZOOM = 16;

/**
 * What to draw for the listings at a zoom level: each listing, or a cluster where several would
 * overlap, with the zoom at which that cluster splits.
 */
export function createMapPoints(listings: readonly MapListing[]) {
  const index = new Supercluster<{ listing: MapListing }>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: MAX_CLUSTER_ZOOM,
  });
  index.load(
    listings.map((listing) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [listing.longitude, listing.latitude] },
      properties: { listing },
    })),
  );
  return ({ west, south, east, north }: BoundingBox, zoom: number): MapPoint[] =>
    index.getClusters([west, south, east, north], Math.round(zoom)).map((feature): MapPoint => {
      const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
      if ('cluster' in feature.properties && feature.properties.cluster) {
        const id = feature.properties.cluster_id;
        return {
          kind: 'cluster',
          id,
          count: feature.properties.point_count,
          latitude,
          longitude,
          expansionZoom: Math.min(index.getClusterExpansionZoom(id), MAX_CLUSTER_ZOOM + 1),
        };
      }
      return { kind: 'listing', listing: feature.properties.listing };
    });
}

/** The smallest box around the listings, or null when there are none. */
export function boxAround(listings: readonly MapListing[]): BoundingBox | null {
  if (listings.length === 0) return null;
  const longitudes = listings.map((l) => l.longitude);
  const latitudes = listings.map((l) => l.latitude);
  return {
    west: Math.min(...longitudes),
    south: Math.min(...latitudes),
    east: Math.max(...longitudes),
    north: Math.max(...latitudes),
  };
}
