import { messages } from '@scrivania/core/messages.it';
import { useParams } from 'react-router';
import { useCategoryName } from '../api/get-category-name.ts';
import { useCategoryProperties } from '../api/get-category-properties.ts';
import { useListingPage } from '../api/listing-page.ts';
import { ListingPage } from './listing-page.tsx';
import { numericId } from './numeric-id.ts';

export function CategoryPage() {
  const id = numericId(useParams().id);
  const name = useCategoryName(id);
  const reading = useListingPage();
  const properties = useCategoryProperties(id, reading.ok ? reading.value : undefined);
  return (
    <ListingPage
      title={name.data?.category_title}
      seo={name.data?.seo_data}
      crumb={messages.catalog.listings.category}
      reading={reading}
      result={properties}
      emptyText={messages.catalog.listings.emptyCategory}
    />
  );
}
