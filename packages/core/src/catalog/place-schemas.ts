import { z } from 'zod';
import { catalogMessages } from './messages.it.ts';

const m = catalogMessages.places;

/** What the listing wizard's address box sends while the host types (GET host/places?q=). */
export const PlaceSearchQuerySchema = z.object({
  q: z
    .string({ error: m.queryInvalid })
    .trim()
    .min(2, { error: m.queryTooShort })
    .max(200, { error: m.queryInvalid }),
});
export type PlaceSearchQuery = z.infer<typeof PlaceSearchQuerySchema>;

/** A place the geocoder found: what choosing it fills in the wizard. */
export const PlaceSuggestionSchema = z.object({
  /** What the list shows. */
  label: z.string(),
  /** The listing's address as the wizard stores it: street and number, then CAP and town. */
  address: z.string(),
  /** The catalogue's city of that name, when there is one. */
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  /** The CAP (postal code), when known. */
  zip: z.string().nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;

export const PlaceSearchResponseSchema = z.object({
  success: z.literal(true),
  /** True when the places come from the product's own data, not a geocoding service (the sandbox). */
  sandbox: z.boolean(),
  data: z.array(PlaceSuggestionSchema),
});
export type PlaceSearchResponse = z.infer<typeof PlaceSearchResponseSchema>;
