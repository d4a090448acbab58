import { catalogMessages } from './messages.it.ts';

/**
 * The pages of the explore, category and city lists (decision 073). Without Zod: the listing pages
 * read their address with it, and those pages' first download must not carry a schema library.
 */

/** Cards per page when the address does not say. */
export const LISTING_PAGE_SIZE = 24;
/** The most cards one page may ask for: an answer stays small however big the catalogue grows. */
export const LISTING_PAGE_SIZE_MAX = 48;

export interface ListingPage {
  page: number;
  per_page: number;
}

/** `page` and `per_page` as an address carries them: absent, or text. */
export interface ListingPageParams {
  page?: string | undefined;
  per_page?: string | undefined;
}

export type ListingPageReading =
  | { ok: true; value: ListingPage }
  | { ok: false; field: keyof ListingPage; message: string };

const m = catalogMessages.listingPager;
/** Digits only: '1e1', '0x10', ' 2' and '2.0' are not a page, however JavaScript would read them. */
const WHOLE_NUMBER = /^\d{1,9}$/;

/** Reads a list's page and size; a page past the last is for the list to refuse, which alone knows its length. */
export function readListingPage(params: ListingPageParams): ListingPageReading {
  const page = params.page === undefined ? 1 : WHOLE_NUMBER.test(params.page) ? Number(params.page) : 0;
  if (page < 1) return { ok: false, field: 'page', message: m.pageInvalid };
  const size = params.per_page;
  const perPage = size === undefined ? LISTING_PAGE_SIZE : WHOLE_NUMBER.test(size) ? Number(size) : 0;
  if (perPage < 1 || perPage > LISTING_PAGE_SIZE_MAX)
    return { ok: false, field: 'per_page', message: m.perPageInvalid(LISTING_PAGE_SIZE_MAX) };
  return { ok: true, value: { page, per_page: perPage } };
}

/** How many pages a list of `total` cards has: one at least, so an empty list is its own first page. */
export const listingPageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
