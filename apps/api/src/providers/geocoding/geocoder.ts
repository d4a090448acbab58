/**
 * Finding a place from what a host types, for the listing wizard's address box (decision 087). Like
 * the other providers, a live implementation speaks a geocoding service's API (Nominatim's search,
 * when GEOCODER_URL names one) and the sandbox, the default, finds places in the product's own data.
 */

/** A place as a geocoder found it, before the catalogue's city is matched. */
export interface FoundPlace {
  label: string;
  /** Street (or square) and house number, when the place is an address. */
  street: string | null;
  zip: string | null;
  /** The comune the place is in. */
  town: string | null;
  latitude: number;
  longitude: number;
}

export interface Geocoder {
  /** True for the sandbox: the wizard says the places come from the product's own data. */
  readonly sandbox: boolean;
  /** Places matching `text`, best first, at most `limit`. */
  search(text: string, limit: number): Promise<FoundPlace[]>;
}

/** The geocoding service did not answer, or answered something that is not a search's answer. */
export class GeocoderUnavailableError extends Error {}

/** 'Via Dante 12, 20121 Milano': the address a listing stores for a place. */
export function addressOf(place: Pick<FoundPlace, 'street' | 'zip' | 'town'>): string {
  const locality = [place.zip, place.town].filter(Boolean).join(' ');
  return [place.street, locality].filter(Boolean).join(', ');
}

/** Lower case, without accents, apostrophes or punctuation: how typed text and places are compared. */
export function placeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('it')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
