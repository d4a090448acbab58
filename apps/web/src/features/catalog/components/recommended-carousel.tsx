import type { PropertyCard as PropertyCardData } from '@scrivania/core/catalog/schemas';
import { Carousel, THREE_TWO_ONE_767 } from '../../../components/ui/carousel.tsx';
import { PropertyCard } from './property-card.tsx';

/**
 * Embla's `duration` is a physics setting, not milliseconds; 30 makes a one-page slide settle in
 * about 500 ms, the speed the home carousel asks for.
 */
const HOME_CAROUSEL_DURATION = 30;

export default function RecommendedCarousel({ properties }: { properties: PropertyCardData[] }) {
  return (
    <Carousel label="Spazi consigliati" slideClassName={THREE_TWO_ONE_767} duration={HOME_CAROUSEL_DURATION}>
      {properties.map((property) => (
        <PropertyCard key={property._id} property={property} />
      ))}
    </Carousel>
  );
}
