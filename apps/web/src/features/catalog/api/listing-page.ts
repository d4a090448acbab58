import {
  LISTING_PAGE_SIZE,
  type ListingPage,
  type ListingPageReading,
  readListingPage,
} from '@scrivania/core/catalog/listing-pages';
import type { PagedPropertyListResponse } from '@scrivania/core/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiQueryOptions } from '../../../lib/api-query.ts';

/** The page of the list the address asks for, read by the API's own rule. */
export function useListingPage(): ListingPageReading {
  const [params] = useSearchParams();
  return readListingPage({
    page: params.get('page') ?? undefined,
    per_page: params.get('per_page') ?? undefined,
  });
}

/**
 * The query of a list's API path: only what differs from the first page of 24, so `?page=1` and no
 * page share one answer, and the browser's query and the server's rendering share one key.
 */
export function listingPageSearch({ page, per_page }: ListingPage): string {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  if (per_page !== LISTING_PAGE_SIZE) query.set('per_page', String(per_page));
  const search = query.toString();
  return search === '' ? '' : `?${search}`;
}

/**
 * A page of the card list at the API path `list`. Nothing is asked while `list` is undefined (a
 * route id that is not a number) or `page` is (an address that names no page).
 */
export function useListingCards(list: string | undefined, page: ListingPage | undefined) {
  return useQuery({
    ...apiQueryOptions<PagedPropertyListResponse>(
      `${list ?? ''}${page ? listingPageSearch(page) : ''}`,
      undefined,
      60_000,
    ),
    enabled: list !== undefined && page !== undefined,
  });
}
