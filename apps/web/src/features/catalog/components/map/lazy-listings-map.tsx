import { messages } from '@scrivania/core/messages.it';
import { lazy, Suspense } from 'react';
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
  ...props
}: Omit<ListingsMapProps, 'tiles'> & { label: string; className: string }) {
  const hydrated = useHydrated();
  const [box, near] = useNearScreen<HTMLDivElement>();
  const tiles = hydrated ? siteConfig.mapTiles : null;
  return (
    <section aria-label={label} className="space-y-2">
      <div ref={box} className={className}>
        {hydrated && near && (
          <Suspense fallback={<p className="p-4 text-sm text-slate-600">{m.loading}</p>}>
            <ListingsMap {...props} tiles={tiles} />
          </Suspense>
        )}
      </div>
      {hydrated && !tiles && <p className="text-xs text-slate-600">{m.noTiles}</p>}
    </section>
  );
}
