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
