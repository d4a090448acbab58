/**
 * The map embeds a property page may show, as exact https addresses (origin and path; the query
 * says which map). The page renders nothing else, and the server's content security policy frames
 * nothing else (decision 017), so the two lists are this one.
 */
export const MAP_EMBED_URLS = [
  'https://www.openstreetmap.org/export/embed.html',
  'https://www.google.com/maps/embed',
] as const;

/** The embed address in `src` when it is one of MAP_EMBED_URLS, or null. */
export function mapEmbedAddress(src: string): string | null {
  try {
    const url = new URL(src);
    const address = `${url.protocol}//${url.host}${url.pathname}`;
    const listed = (MAP_EMBED_URLS as readonly string[]).includes(address);
    return listed && !url.username && !url.password ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The address an iframe's HTML frames (its `src`, entities undone), or the text itself when it is an address. */
function embedSource(input: string): string {
  const src = /<iframe\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1/i.exec(input)?.[2];
  return (src ?? input.trim()).replaceAll('&amp;', '&');
}

/**
 * The map a host pastes (an embed's HTML as the map sites give it, or its address) as the one iframe
 * the product stores for it, or null when it frames anything but MAP_EMBED_URLS: nothing else the
 * host typed (attributes, scripts) is kept.
 */
export function mapEmbedHtml(input: string): string | null {
  const address = mapEmbedAddress(embedSource(input));
  if (!address) return null;
  const src = address.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<iframe title="Mappa" width="600" height="400" loading="lazy" src="${src}"></iframe>`;
}

/**
 * The OpenStreetMap embed of a spot, a few streets around its marker: the map a listing's `map_link`
 * carries once the host has placed it, so nobody has to paste an embed's code.
 */
export function mapEmbedForSpot(latitude: number, longitude: number): string {
  const bbox = [longitude - 0.006, latitude - 0.004, longitude + 0.006, latitude + 0.004]
    .map((n) => n.toFixed(5))
    .join('%2C');
  const marker = `${latitude.toFixed(5)}%2C${longitude.toFixed(5)}`;
  const html = mapEmbedHtml(`${MAP_EMBED_URLS[0]}?bbox=${bbox}&layer=mapnik&marker=${marker}`);
  if (!html) throw new Error('the OpenStreetMap embed is not an allowed map');
  return html;
}
