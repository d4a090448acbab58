import { useMemo } from 'react';
import { useHydrated } from '../../../lib/hydration.ts';

/** Map providers whose embeds may be shown; anything else in map_link is ignored. */
const ALLOWED_HOSTS = new Set(['www.openstreetmap.org', 'www.google.com', 'maps.google.com']);

/** The embed address inside server-supplied map HTML, when it is an https map of an allowed provider. */
export function mapEmbedUrl(html: string | null): string | null {
  if (!html) return null;
  const src = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe')?.getAttribute('src');
  if (!src) return null;
  try {
    const url = new URL(src);
    const isMap = url.hostname !== 'www.google.com' || url.pathname.startsWith('/maps');
    return url.protocol === 'https:' && ALLOWED_HOSTS.has(url.hostname) && isMap ? url.toString() : null;
  } catch {
    return null;
  }
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
