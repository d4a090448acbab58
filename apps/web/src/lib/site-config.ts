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

export const siteConfig = {
  get hostBackofficeUrl() {
    return serverSettings?.hostBackofficeUrl ?? readMeta('host-backoffice-url', '/host');
  },
  get publicUrl() {
    return (serverSettings?.publicUrl ?? readMeta('public-url', window.location.origin)).replace(/\/$/, '');
  },
};
