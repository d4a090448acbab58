import { messages } from '@scrivania/core/messages.it';
import { useParams } from 'react-router';
import { useCityName } from '../api/get-city-name.ts';
import { useCityProperties } from '../api/get-city-properties.ts';
import { useListingPage } from '../api/listing-page.ts';
import { ListingPage } from './listing-page.tsx';
import { numericId } from './numeric-id.ts';

export function CityPage() {
  const id = numericId(useParams().cityId);
  const name = useCityName(id);
  const reading = useListingPage();
  const properties = useCityProperties(id, reading.ok ? reading.value : undefined);
  return (
    <ListingPage
      title={name.data?.city_title}
      seo={name.data?.seo_data}
      crumb={messages.catalog.listings.city}
      reading={reading}
      result={properties}
      emptyText={messages.catalog.listings.emptyCity}
    />
  );
}
