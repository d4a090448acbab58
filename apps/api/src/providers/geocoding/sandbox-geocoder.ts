import { type FoundPlace, type Geocoder, placeText } from './geocoder.ts';
import { BUNDLED_STREETS, BUNDLED_TOWNS, type BundledPlace } from './italian-places.ts';

/** What the product itself knows of places: its catalogue's cities and its listings' addresses. */
export interface ProductPlaces {
  /** The catalogue's cities, with the centre of their placed listings (null when none is placed). */
  cities(): Promise<{ name: string; latitude: number | null; longitude: number | null }[]>;
  /** Placed listings whose address contains `word` (as typed: any case, any accent). */
  addresses(word: string): Promise<{ address: string; town: string; latitude: number; longitude: number }[]>;
}

type Kind = 'town' | 'street' | 'address';
interface Candidate {
  kind: Kind;
  place: FoundPlace;
  /** The words a query is matched against. */
  words: string[];
}

const KIND_ORDER: Record<Kind, number> = { town: 0, street: 1, address: 2 };
const ZIP = /^\d{5}$/;
const HOUSE_NUMBER = /^\d{1,4}[a-z]?$/;

function candidate(kind: Kind, place: FoundPlace, ...texts: (string | null)[]): Candidate {
  return { kind, place, words: placeText(texts.filter(Boolean).join(' ')).split(' ') };
}

/**
 * A bundled place as the geocoder answers it: a town labelled with its province and found by its name
 * or CAP, a street labelled with its CAP and town and found by any of those words.
 */
function bundledCandidate(kind: 'town' | 'street', place: BundledPlace): Candidate {
  const { name, within, zip, latitude, longitude } = place;
  if (kind === 'town') {
    const found = { label: `${name} (${within})`, street: null, zip, town: name, latitude, longitude };
    return candidate('town', found, name, zip);
  }
  const label = `${name}, ${zip} ${within}`;
  return candidate('street', { label, street: name, zip, town: within, latitude, longitude }, label);
}

/**
 * How well `candidate` answers the query's words: every word must begin one of its words (a whole
 * word counts more), or null. House numbers are left to the street they go with.
 */
function score(words: string[], found: Candidate): number | null {
  let total = 0;
  for (const word of words) {
    if (HOUSE_NUMBER.test(word) && found.kind !== 'address') continue;
    if (found.words.includes(word)) total += 2;
    else if (found.words.some((own) => own.startsWith(word))) total += 1;
    else return null;
  }
  return total;
}

/** A bundled street at the number the host typed: the pin starts on the street, the host moves it to the door. */
function atNumber(found: Candidate, number: string | undefined): Candidate {
  if (found.kind !== 'street' || !number) return found;
  const street = `${found.place.street} ${number.toUpperCase()}`;
  const locality = [found.place.zip, found.place.town].filter(Boolean).join(' ');
  return { ...found, place: { ...found.place, street, label: `${street}, ${locality}` } };
}

/**
 * The sandbox geocoder, the default (decision 087): finds towns, streets and addresses in what the
 * product has, with no service to call. The catalogue's cities (at the bundled centre of a town of that
 * name, or at the centre of their placed listings), the bundled towns and streets, and the addresses of
 * the listings `places` lets this host see. Deterministic: the same data gives the same answer.
 */
export function createSandboxGeocoder(places: ProductPlaces): Geocoder {
  return {
    sandbox: true,
    async search(text, limit) {
      const words = placeText(text).split(' ').filter(Boolean);
      const lettered = words.filter((word) => !HOUSE_NUMBER.test(word) && !ZIP.test(word));
      if (lettered.length === 0 && !words.some((word) => ZIP.test(word))) return [];
      const longest = [...lettered].sort((a, b) => b.length - a.length)[0];
      const [cities, addresses] = await Promise.all([
        places.cities(),
        longest ? places.addresses(longest) : Promise.resolve([]),
      ]);

      const bundled = new Map(BUNDLED_TOWNS.map((town) => [placeText(town.name), town]));
      const candidates = BUNDLED_TOWNS.map((town) => bundledCandidate('town', town));
      for (const city of cities) {
        if (bundled.has(placeText(city.name)) || city.latitude === null || city.longitude === null) continue;
        const { latitude, longitude } = city;
        const place = { label: city.name, street: null, zip: null, town: city.name, latitude, longitude };
        candidates.push(candidate('town', place, city.name));
      }
      candidates.push(...BUNDLED_STREETS.map((street) => bundledCandidate('street', street)));
      for (const listing of addresses) {
        const street = listing.address.split(',')[0]?.trim() || null;
        const zip = /\b\d{5}\b/.exec(listing.address)?.[0] ?? null;
        const label = placeText(listing.address).includes(placeText(listing.town))
          ? listing.address
          : `${listing.address}, ${listing.town}`;
        const { town, latitude, longitude } = listing;
        const place = { label, street, zip, town, latitude, longitude };
        candidates.push(candidate('address', place, label));
      }

      const number = words.find((word) => HOUSE_NUMBER.test(word));
      const seen = new Set<string>();
      return candidates
        .map((found) => ({ found: atNumber(found, number), score: score(words, found) }))
        .filter((scored): scored is { found: Candidate; score: number } => scored.score !== null)
        .sort(
          (a, b) =>
            b.score - a.score ||
            KIND_ORDER[a.found.kind] - KIND_ORDER[b.found.kind] ||
            a.found.place.label.localeCompare(b.found.place.label, 'it'),
        )
        .map(({ found }) => found.place)
        .filter((place) => {
          const key = placeText(place.label);
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .slice(0, limit);
    },
  };
}
