import type { ListingPageParams } from '@scrivania/core/catalog/listing-pages';

/**
 * The address parameters a paged list reads (decision 073): its page is rendered on the server and
 * kept apart for each, and other parameters leave the page as it is.
 */
export const LISTING_PAGE_PARAMETERS = [
  'page',
  'per_page',
] as const satisfies readonly (keyof ListingPageParams)[];
