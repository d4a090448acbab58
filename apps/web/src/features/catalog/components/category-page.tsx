import { messages } from '@scrivania/core/messages.it';
import { useParams } from 'react-router';
import { useCategoryName, useCategoryProperties } from '../api/get-listing.ts';
import { ListingPage } from './listing-page.tsx';

export function CategoryPage() {
  const { id } = useParams();
  const name = useCategoryName(id);
  const properties = useCategoryProperties(id);
  return (
    <ListingPage
      title={name.data?.category_title}
      seo={name.data?.seo_data}
      crumb="Categoria"
      properties={properties.data}
      loading={properties.isPending}
      emptyText={messages.listings.emptyCategory}
    />
  );
}
