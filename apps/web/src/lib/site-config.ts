/** Settings the server writes into index.html, so the first paint needs no extra request. */
function readMeta(name: string, fallback: string): string {
  const value = document.querySelector(`meta[name="scrivania:${name}"]`)?.getAttribute('content');
  return value && value.length > 0 ? value : fallback;
}

// Where there is no document (pages rendered on the server), the server hands the same settings over.
let serverSettings: { hostBackofficeUrl: string } | undefined;

export function setServerSiteConfig(settings: { hostBackofficeUrl: string }) {
  serverSettings = settings;
}

export const siteConfig = {
  get hostBackofficeUrl() {
    return serverSettings?.hostBackofficeUrl ?? readMeta('host-backoffice-url', '/host');
  },
};
