import { messages } from '@scrivania/core/messages.it';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePageSeo } from '../../../lib/seo.ts';
import { useExploreProperties } from '../api/get-explore-property.ts';
import { PropertyGrid } from './property-grid.tsx';

export function ExplorePropertyPage() {
  usePageSeo('exploreProperty');
  const properties = useExploreProperties();
  const title = messages.catalog.listings.explore;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {properties.isLoading ? (
          <p>{messages.common.loading}</p>
        ) : (
          <PropertyGrid properties={properties.data ?? []} priority />
        )}
      </div>
    </>
  );
}
