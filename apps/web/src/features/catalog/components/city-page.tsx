import { messages } from '@scrivania/core/messages.it';
import { useParams } from 'react-router';
import { useCityName, useCityProperties } from '../api/get-listing.ts';
import { ListingPage } from './listing-page.tsx';

export function CityPage() {
  const { cityId } = useParams();
  const name = useCityName(cityId);
  const properties = useCityProperties(cityId);
  return (
    <ListingPage
      title={name.data?.city_title}
      seo={name.data?.seo_data}
      crumb="Città"
      properties={properties.data}
      loading={properties.isPending}
      emptyText={messages.listings.emptyCity}
    />
  );
}
