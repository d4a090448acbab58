import { PropertyViewPage as PropertyView } from '../../features/catalog/components/property-view-page.tsx';
import { PropertyReviews } from '../../features/reviews/components/property-reviews.tsx';

const reviews = (propertyId: number) => <PropertyReviews propertyId={propertyId} />;

/** The catalog's property page with the reviews feature's reviews of the property. */
export function PropertyViewPage() {
  return <PropertyView reviews={reviews} />;
}
