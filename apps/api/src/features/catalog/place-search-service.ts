import type { PlaceSuggestion } from '@scrivania/core/catalog/place-schemas';
import type { Db } from '@scrivania/db/client';
import { publiclyListed } from '@scrivania/db/listing-visibility';
import { cities, properties } from '@scrivania/db/schema';
import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { addressOf, type Geocoder, placeText } from '../../providers/geocoding/geocoder.ts';
import type { ProductPlaces } from '../../providers/geocoding/sandbox-geocoder.ts';

/** Enough to choose from on a phone without scrolling the list. */
export const PLACE_SUGGESTIONS = 6;
/** Listing addresses the sandbox weighs per search: the word filter keeps far fewer in practice. */
const ADDRESS_CANDIDATES = 50;

/**
 * The places of the product a host may see: published listings (their addresses are on their public
 * pages) and the host's own, drafts included, never another host's draft.
 */
export function productPlaces(db: Db, hostId: number): ProductPlaces {
  const visible = and(
    or(publiclyListed(), eq(properties.hostId, hostId)),
    isNotNull(properties.latitude),
    isNotNull(properties.longitude),
  );
  return {
    async cities() {
      return db
        .select({
          name: cities.name,
          latitude: sql<number | null>`avg(${properties.latitude})::float8`,
          longitude: sql<number | null>`avg(${properties.longitude})::float8`,
        })
        .from(cities)
        .leftJoin(properties, and(eq(properties.cityId, cities.id), visible))
        .groupBy(cities.id, cities.name);
    },
    async addresses(word) {
      const rows = await db
        .select({
          address: properties.address,
          town: cities.name,
          latitude: properties.latitude,
          longitude: properties.longitude,
        })
        .from(properties)
        .innerJoin(cities, eq(cities.id, properties.cityId))
        .where(
          and(
            visible,
            ne(properties.address, ''),
            sql`scr_unaccent(lower(${properties.address})) LIKE ${`%${placeText(word)}%`}`,
          ),
        )
        .limit(ADDRESS_CANDIDATES);
      return rows.flatMap(({ latitude, longitude, ...row }) =>
        latitude === null || longitude === null ? [] : [{ ...row, latitude, longitude }],
      );
    },
  };
}

/**
 * The wizard's suggestions for what a host typed: the geocoder's places, each with the address the
 * listing stores and the catalogue's city of the same name, when there is one.
 */
export async function suggestPlaces(db: Db, geocoder: Geocoder, text: string): Promise<PlaceSuggestion[]> {
  const [found, catalogue] = await Promise.all([
    geocoder.search(text, PLACE_SUGGESTIONS),
    db.select({ id: cities.id, name: cities.name }).from(cities),
  ]);
  const byName = new Map(catalogue.map((city) => [placeText(city.name), city]));
  return found.map((place) => {
    const city = place.town === null ? undefined : byName.get(placeText(place.town));
    return {
      label: place.label,
      address: addressOf(place),
      city_id: city?.id ?? null,
      city_name: city?.name ?? place.town,
      zip: place.zip,
      latitude: place.latitude,
      longitude: place.longitude,
    };
  });
}
