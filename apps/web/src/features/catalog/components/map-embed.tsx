import { mapEmbedAddress } from '@scrivania/core/catalog/map-embeds';
import { useMemo } from 'react';
import { useHydrated } from '../../../lib/hydration.ts';

/** The embed address inside server-supplied map HTML, when it is one the page may frame (MAP_EMBED_URLS). */
export function mapEmbedUrl(html: string | null): string | null {
  if (!html) return null;
  const src = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe')?.getAttribute('src');
  return src ? mapEmbedAddress(src) : null;
}

/**
 * Renders our own iframe from the map link, never the server's markup. The link is read with the
 * browser's parser, so a page rendered on the server gets its map once in the browser.
 */
export function MapEmbed({ html, title }: { html: string | null; title: string }) {
  const hydrated = useHydrated();
  const src = useMemo(() => (hydrated ? mapEmbedUrl(html) : null), [html, hydrated]);
  if (!src) return null;
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin"
      className="aspect-[3/2] w-full rounded-2xl border border-slate-200"
    />
  );
}
