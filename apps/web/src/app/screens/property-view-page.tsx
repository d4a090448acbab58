import { priceTermsOfCard, type StayChoice } from '@scrivania/core/booking/pricing-input';
import type { PropertyDetail } from '@scrivania/core/catalog/property-schemas';
import { useParams } from 'react-router';
import { StayTotal } from '../../features/booking/components/stay-total.tsx';
import { PropertyViewPage as PropertyView } from '../../features/catalog/components/property-view-page.tsx';
import { usePropertyReviews } from '../../features/reviews/api/get-reviews.ts';
import { PropertyReviews } from '../../features/reviews/components/property-reviews.tsx';
import { ratingOf } from '../../lib/structured-data.ts';

const reviews = (propertyId: number) => <PropertyReviews propertyId={propertyId} />;
const stayTotal = (property: PropertyDetail, stay: StayChoice, brief: boolean) => (
  <StayTotal terms={priceTermsOfCard(property)} choice={stay} brief={brief} />
);

/**
 * The catalog's property page with the reviews feature's reviews of the property and their rating,
 * and the booking feature's total of the chosen stay.
 */
export function PropertyViewPage() {
  const { id = '' } = useParams();
  const rated = usePropertyReviews(id);
  return <PropertyView reviews={reviews} rating={ratingOf(rated.data)} stayTotal={stayTotal} />;
}
