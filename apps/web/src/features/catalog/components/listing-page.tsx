import type { PropertyCard as PropertyCardData } from '@scrivania/core/catalog/schemas';
import type { SeoData } from '@scrivania/core/common';
import { imageUrl } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import { AdoptedApart } from '../../../components/layout/adopted-apart.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { listingsStructuredData } from '../../../lib/structured-data.ts';
import { PropertyGrid } from './property-grid.tsx';

interface ListingPageProps {
  title: string | undefined;
  seo: SeoData | undefined;
  crumb: string;
  properties: PropertyCardData[] | undefined;
  loading: boolean;
  emptyText: string;
}

/** A category or city listing: its title and SEO, then the cards or the empty text. */
export function ListingPage({ title, seo, crumb, properties, loading, emptyText }: ListingPageProps) {
  const cover = properties?.find((property) => property.thumb_image)?.thumb_image;
  useDocumentMeta(
    seo
      ? {
          title: seo.page_title,
          description: seo.meta_desc,
          keywords: seo.keywords,
          image: cover ? imageUrl(cover) : undefined,
          structuredData: properties && [listingsStructuredData(title ?? crumb, properties)],
        }
      : undefined,
  );
  return (
    <>
      <PageHeader title={title ?? crumb} crumbs={[{ label: title ?? crumb }]} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {loading ? (
          <p>{messages.common.loading}</p>
        ) : properties && properties.length > 0 ? (
          // The cards are adopted after the page's frame, in slices (decision 061).
          <AdoptedApart>
            <PropertyGrid properties={properties} priority />
          </AdoptedApart>
        ) : (
          <p className="rounded-xl bg-slate-50 p-8 text-center text-slate-600">{emptyText}</p>
        )}
      </div>
    </>
  );
}
