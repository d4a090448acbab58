/** Settings the server writes into index.html, so the first paint needs no extra request. */
function readMeta(name: string, fallback: string): string {
  const value = document.querySelector(`meta[name="scrivania:${name}"]`)?.getAttribute('content');
  return value && value.length > 0 ? value : fallback;
}

export interface ServerSiteSettings {
  hostBackofficeUrl: string;
  /** The site's public origin, which canonical addresses and link previews name. */
  publicUrl: string;
}

// Where there is no document (pages rendered on the server), the server hands the same settings over.
let serverSettings: ServerSiteSettings | undefined;

export function setServerSiteConfig(settings: ServerSiteSettings) {
  serverSettings = settings;
}

/** The tile server of the maps (MAP_TILES_URL), read in the browser only: maps are drawn there. */
export interface MapTiles {
  url: string;
  attribution: string;
}

export const siteConfig = {
  get mapTiles(): MapTiles | null {
    const url = readMeta('map-tiles-url', '');
    return url ? { url, attribution: readMeta('map-attribution', '') } : null;
  },
  get hostBackofficeUrl() {
    return serverSettings?.hostBackofficeUrl ?? readMeta('host-backoffice-url', '/host');
  },
  get publicUrl() {
    return (serverSettings?.publicUrl ?? readMeta('public-url', window.location.origin)).replace(/\/$/, '');
  },
};
