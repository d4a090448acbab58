import { lazy, Suspense } from 'react';
import { SafeHtml } from '../../../../components/ui/safe-html.tsx';
import { useRecommendedProperties } from '../../api/get-recommended-properties.ts';
import { useSection } from '../../api/get-section.ts';

// The carousel sits below the fold: its code loads after the first paint.
const RecommendedCarousel = lazy(() => import('./recommended-carousel.tsx'));

export function RecommendedSection() {
  const intro = useSection(2);
  const properties = useRecommendedProperties();
  return (
    <section aria-labelledby="recommended-title" className="mx-auto max-w-7xl px-4 py-16">
      {intro.data && (
        <div className="mb-8 max-w-2xl">
          <h2 id="recommended-title" className="text-3xl font-bold text-slate-900">
            {intro.data.title}
          </h2>
          <SafeHtml html={intro.data.short_desc} className="mt-2 text-slate-600" />
        </div>
      )}
      {properties.data && properties.data.length > 0 && (
        <Suspense fallback={<div className="h-96" />}>
          <RecommendedCarousel properties={properties.data} />
        </Suspense>
      )}
    </section>
  );
}
