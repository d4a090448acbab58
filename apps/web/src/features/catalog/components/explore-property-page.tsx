import { messages } from '@scrivania/core/messages.it';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePageSeo } from '../../seo/api/get-seo-details.ts';
import { useExploreProperties } from '../api/get-listing.ts';
import { PropertyGrid } from './property-grid.tsx';

export function ExplorePropertyPage() {
  usePageSeo('exploreProperty');
  const properties = useExploreProperties();
  return (
    <>
      <PageHeader title="Esplora proprietà" crumbs={[{ label: 'Esplora proprietà' }]} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {properties.isPending ? (
          <p>{messages.common.loading}</p>
        ) : (
          <PropertyGrid properties={properties.data ?? []} />
        )}
      </div>
    </>
  );
}
