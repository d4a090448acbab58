import { messages } from '@scrivania/core/messages.it';
import { lazy, type ReactNode, Suspense } from 'react';
import { useHydrated } from '../../../../lib/hydration.ts';
import { useNearScreen } from '../../../../lib/near-screen.ts';
import { siteConfig } from '../../../../lib/site-config.ts';
import type { ListingsMapProps } from './listings-map.tsx';

const m = messages.catalog.map;
const ListingsMap = lazy(() => import('./listings-map.tsx'));

/**
 * A map of listings whose library loads only when the map is shown, after the page is the browser's,
 * once its box comes near the screen: the property page's map sits below the fold on a phone, and
 * Leaflet evaluating at once was one of the page's long tasks (decision 061). The box keeps its size
 * meanwhile, so nothing moves when it arrives.
 */
export function LazyListingsMap({
  label,
  className,
  overlay,
  ...props
}: Omit<ListingsMapProps, 'tiles'> & {
  label: string;
  className: string;
  /** What lies over the map, inside its box (the chosen listing's card). */
  overlay?: ReactNode;
}) {
  const hydrated = useHydrated();
  const [box, near] = useNearScreen<HTMLDivElement>();
  const tiles = hydrated ? siteConfig.mapTiles : null;
  return (
    <section aria-label={label}>
      <div ref={box} className={`relative ${className}`}>
        {hydrated && near && (
          <Suspense fallback={<p className="p-4 text-sm text-slate-600">{m.loading}</p>}>
            <ListingsMap {...props} tiles={tiles} />
          </Suspense>
        )}
        {/* Said on the map itself, beside the zoom buttons: below it, the box read as a broken map. */}
        {hydrated && !tiles && (
          <p className="absolute top-2 right-2 left-14 z-10 rounded-lg bg-white/95 px-3 py-2 text-xs text-slate-800 shadow-sm">
            {m.noTiles}
          </p>
        )}
        {overlay}
      </div>
    </section>
  );
}
