import type { ListingPage } from '@scrivania/core/catalog/listing-pages';
import { useListingCards } from './listing-page.ts';

/** A page of a city's listings; `id` is undefined when the route's id is not a number. */
export const useCityProperties = (id: string | undefined, page: ListingPage | undefined) =>
  useListingCards(id === undefined ? undefined : `property/city-id/${encodeURIComponent(id)}`, page);
