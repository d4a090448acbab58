import type { ListingPageReading } from '@scrivania/core/catalog/listing-pages';
import type { PagedPropertyListResponse } from '@scrivania/core/catalog/schemas';
import type { SeoData } from '@scrivania/core/common';
import { imageUrl } from '@scrivania/core/images';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { listingsStructuredData } from '../../../lib/structured-data.ts';
import { ListingCards, useListingHead } from './listing-cards.tsx';

interface ListingPageProps {
  title: string | undefined;
  seo: SeoData | undefined;
  crumb: string;
  reading: ListingPageReading;
  result: UseQueryResult<PagedPropertyListResponse>;
  emptyText: string;
}

/** A category or city listing: its title and SEO, then a page of the cards, or the empty text. */
export function ListingPage({ title, seo, crumb, reading, result, emptyText }: ListingPageProps) {
  const properties = result.data?.data;
  const cover = properties?.find((property) => property.thumb_image)?.thumb_image;
  const head = useListingHead(reading, result);
  useDocumentMeta(
    seo
      ? {
          title: head.titleOf(seo.page_title),
          description: seo.meta_desc,
          keywords: seo.keywords,
          image: cover ? imageUrl(cover) : undefined,
          structuredData: properties && [listingsStructuredData(title ?? crumb, properties)],
          pagination: head.pagination,
          noIndex: head.noIndex,
        }
      : undefined,
  );
  return (
    <>
      <PageHeader title={title ?? crumb} crumbs={[{ label: title ?? crumb }]} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ListingCards reading={reading} result={result} emptyText={emptyText} />
      </div>
    </>
  );
}
