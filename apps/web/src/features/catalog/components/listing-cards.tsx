import { type ListingPageReading, listingPageCount } from '@scrivania/core/catalog/listing-pages';
import type { PagedPropertyListResponse } from '@scrivania/core/catalog/schemas';
import { messages } from '@scrivania/core/messages.it';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { AdoptedApart } from '../../../components/layout/adopted-apart.tsx';
import { PageLinks } from '../../../components/ui/page-links.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { DocumentMeta } from '../../../lib/document-meta.ts';
import { listingPageSearch } from '../api/listing-page.ts';
import { PropertyGrid } from './property-grid.tsx';

const m = messages.catalog.listingPager;

/** The address of another page of the list shown: only its page and size, so every link is one address. */
function useListingPageAddress(reading: ListingPageReading) {
  const { pathname } = useLocation();
  const perPage = reading.ok ? reading.value.per_page : undefined;
  return (page: number) =>
    perPage === undefined ? pathname : `${pathname}${listingPageSearch({ page, per_page: perPage })}`;
}

/** Why the address shows no page: a page or size that is not one, or a page past the last (the API's 400). */
function refusalOf(reading: ListingPageReading, result: UseQueryResult<PagedPropertyListResponse>) {
  if (!reading.ok) return reading.message;
  const error = result.error;
  return error instanceof ApiError && error.status === 400 ? error.message : undefined;
}

/**
 * What a paged list adds to its page's head: the previous and next pages, the page number in the
 * title past the first, and `noindex` on an address that names no page.
 */
export function useListingHead(
  reading: ListingPageReading,
  result: UseQueryResult<PagedPropertyListResponse>,
): { pagination: DocumentMeta['pagination']; noIndex: boolean; titleOf: (title: string) => string } {
  const address = useListingPageAddress(reading);
  const answer = result.data;
  const pages = answer ? listingPageCount(answer.total, answer.per_page) : 1;
  const page = answer?.page ?? 1;
  return {
    pagination: answer && {
      previous: page > 1 ? address(page - 1) : undefined,
      next: page < pages ? address(page + 1) : undefined,
    },
    noIndex: refusalOf(reading, result) !== undefined,
    titleOf: (title) => (page > 1 ? `${title} – ${m.page(page)}` : title),
  };
}

/** A page of cards and its pager, the empty text, or why the address shows no page with a way back to the first. */
export function ListingCards({
  reading,
  result,
  emptyText,
}: {
  reading: ListingPageReading;
  result: UseQueryResult<PagedPropertyListResponse>;
  /** Said for a list without cards; without it an empty grid is shown. */
  emptyText?: string;
}) {
  const address = useListingPageAddress(reading);
  const refusal = refusalOf(reading, result);
  if (refusal !== undefined) {
    return (
      <div className="rounded-xl bg-slate-50 p-8 text-center text-slate-700">
        <p>{refusal}</p>
        <p className="mt-4">
          <Link to={address(1)} className="text-brand-700 underline">
            {m.firstPage}
          </Link>
        </p>
      </div>
    );
  }
  if (result.isLoading) return <p>{messages.common.loading}</p>;
  const answer = result.data;
  if (emptyText !== undefined && (!answer || answer.data.length === 0))
    return <p className="rounded-xl bg-slate-50 p-8 text-center text-slate-600">{emptyText}</p>;
  return (
    // The cards are adopted after the page's frame, in slices (decision 061).
    <AdoptedApart>
      <PropertyGrid properties={answer?.data ?? []} priority />
      {answer && (
        <PageLinks
          texts={m}
          page={answer.page}
          pages={listingPageCount(answer.total, answer.per_page)}
          to={address}
        />
      )}
    </AdoptedApart>
  );
}
