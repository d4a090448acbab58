import { useParams } from 'react-router';
import { PropertyViewPage as PropertyView } from '../../features/catalog/components/property-view-page.tsx';
import { usePropertyReviews } from '../../features/reviews/api/get-reviews.ts';
import { PropertyReviews } from '../../features/reviews/components/property-reviews.tsx';
import { ratingOf } from '../../lib/structured-data.ts';

const reviews = (propertyId: number) => <PropertyReviews propertyId={propertyId} />;

/** The catalog's property page with the reviews feature's reviews of the property and their rating. */
export function PropertyViewPage() {
  const { id = '' } = useParams();
  const rated = usePropertyReviews(id);
  return <PropertyView reviews={reviews} rating={ratingOf(rated.data)} />;
}
