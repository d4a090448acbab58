import { messages } from '@scrivania/core/messages.it';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePageSeo } from '../../../lib/seo.ts';
import { useExploreProperties } from '../api/get-explore-property.ts';
import { useListingPage } from '../api/listing-page.ts';
import { ListingCards, useListingHead } from './listing-cards.tsx';

export function ExplorePropertyPage() {
  const reading = useListingPage();
  const properties = useExploreProperties(reading.ok ? reading.value : undefined);
  const head = useListingHead(reading, properties);
  // Nothing to add before the cards have come: the head keeps its title until the SEO answer does.
  const extras =
    head.pagination || head.noIndex ? { pagination: head.pagination, noIndex: head.noIndex } : undefined;
  usePageSeo('exploreProperty', extras, head.titleOf);
  const title = messages.catalog.listings.explore;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ListingCards reading={reading} result={properties} />
      </div>
    </>
  );
}
