import { type FoundPlace, type Geocoder, GeocoderUnavailableError } from './geocoder.ts';

/** A search is typed letter by letter: a slow service must not hold the wizard. */
const TIMEOUT_MS = 4_000;

interface NominatimAddress {
  road?: string;
  pedestrian?: string;
  square?: string;
  house_number?: string;
  postcode?: string;
  city?: string;
  town?: string;
  village?: string;
  municipality?: string;
}

interface NominatimResult {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
  address?: NominatimAddress;
}

const isResult = (value: unknown): value is NominatimResult => typeof value === 'object' && value !== null;

function toPlace(result: NominatimResult): FoundPlace | null {
  const latitude = Number(result.lat);
  const longitude = Number(result.lon);
  if (typeof result.display_name !== 'string' || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const a = result.address ?? {};
  const road = a.road ?? a.pedestrian ?? a.square;
  const street = road ? [road, a.house_number].filter(Boolean).join(' ') : null;
  return {
    label: result.display_name,
    street,
    zip: typeof a.postcode === 'string' ? a.postcode : null,
    town: a.city ?? a.town ?? a.village ?? a.municipality ?? null,
    latitude,
    longitude,
  };
}

/**
 * The live geocoder: Nominatim's `/search` (OpenStreetMap's own, or any server speaking its API, such
 * as a self-hosted Nominatim), asked for Italian places with their address parts, in Italian. The
 * service's usage policy wants the application named, so every call says who asks.
 */
export function createNominatimGeocoder(baseUrl: string, userAgent: string): Geocoder {
  const endpoint = `${baseUrl.replace(/\/$/, '')}/search`;
  return {
    sandbox: false,
    async search(text, limit) {
      const url = new URL(endpoint);
      url.search = new URLSearchParams({
        q: text,
        format: 'jsonv2',
        addressdetails: '1',
        countrycodes: 'it',
        'accept-language': 'it',
        limit: String(limit),
      }).toString();
      let answer: unknown;
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json', 'user-agent': userAgent },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new GeocoderUnavailableError(`geocoder answered ${response.status}`);
        answer = await response.json();
      } catch (error) {
        if (error instanceof GeocoderUnavailableError) throw error;
        throw new GeocoderUnavailableError(`geocoder not reached: ${(error as Error).message}`);
      }
      if (!Array.isArray(answer)) throw new GeocoderUnavailableError('geocoder answered no list');
      return answer
        .filter(isResult)
        .map(toPlace)
        .filter((place): place is FoundPlace => place !== null)
        .slice(0, limit);
    },
  };
}
