import type { ListingPage } from '@scrivania/core/catalog/listing-pages';
import { useListingCards } from './listing-page.ts';

/** A page of every published listing. */
export const useExploreProperties = (page: ListingPage | undefined) =>
  useListingCards('explore-property', page);
