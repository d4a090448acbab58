/** Settings the server writes into index.html, so the first paint needs no extra request. */
function readMeta(name: string, fallback: string): string {
  const value = document.querySelector(`meta[name="scrivania:${name}"]`)?.getAttribute('content');
  return value && value.length > 0 ? value : fallback;
}

export const siteConfig = {
  get hostBackofficeUrl() {
    return readMeta('host-backoffice-url', '/host');
  },
};
