import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { useRecommendedProperties } from '../api/get-recommended-properties.ts';

// The carousel sits below the fold: its code loads after the first paint.
const RecommendedCarousel = lazyComponent(() => import('./recommended-carousel.tsx'));

/** The recommended properties' carousel, once there are some. */
export function RecommendedProperties() {
  const properties = useRecommendedProperties();
  if (!properties.data || properties.data.length === 0) return null;
  return (
    <Suspense fallback={<div className="h-96" />}>
      <RecommendedCarousel properties={properties.data} />
    </Suspense>
  );
}
