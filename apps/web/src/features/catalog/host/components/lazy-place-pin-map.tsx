import { messages } from '@scrivania/core/messages.it';
import { lazy, Suspense } from 'react';
import { siteConfig } from '../../../../lib/site-config.ts';
import type { PlacePinMapProps } from './place-pin-map.tsx';

const m = messages.catalog.map;
const PlacePinMap = lazy(() => import('./place-pin-map.tsx'));

/** The pin's map, with Leaflet fetched only when a spot is there to show. */
export function LazyPlacePinMap({ label, ...props }: Omit<PlacePinMapProps, 'tiles'> & { label: string }) {
  const tiles = siteConfig.mapTiles;
  return (
    <section aria-label={label} className="space-y-2">
      <div className="aspect-[4/3] w-full overflow-hidden rounded-lg border border-slate-200 sm:aspect-[16/9]">
        <Suspense fallback={<p className="p-4 text-sm text-slate-600">{m.loading}</p>}>
          <PlacePinMap {...props} tiles={tiles} />
        </Suspense>
      </div>
      {!tiles && <p className="text-xs text-slate-600">{m.noTiles}</p>}
    </section>
  );
}
