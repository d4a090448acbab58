import type { Geocoder } from './geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';
import { createSandboxGeocoder, type ProductPlaces } from './sandbox-geocoder.ts';

/** The configured geocoding service, or the sandbox over what the product knows when none is set. */
export function createGeocoder(
  config: { geocoderUrl: string | undefined; publicUrl: string },
  places: ProductPlaces,
): Geocoder {
  return config.geocoderUrl
    ? createNominatimGeocoder(config.geocoderUrl, `Scrivania (${config.publicUrl})`)
    : createSandboxGeocoder(places);
}
