import {
  APP_PRELOAD_META_NAME,
  APP_SCRIPT_META_NAME,
  RENDERED_STATE_ELEMENT_ID,
  type RenderedPage,
} from '@scrivania/core/page-render';
import type { MapTilesConfig } from '../config.ts';

/** Text for HTML, in an element or a quoted attribute. */
export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON inside a script element: with every `<` escaped, no text (a `</script>` in a description, say) can end it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** Replacements go through functions, so a `$&` or `$1` in a property's text stays text. */
function setMetaContent(html: string, name: string, content: string) {
  const pattern = new RegExp(`(<meta name="${name}" content=")[^"]*(")`);
  return html.replace(
    pattern,
    (_match, before: string, after: string) => before + escapeHtml(content) + after,
  );
}

const NONCE_META = '<meta property="csp-nonce" nonce="" />';

/**
 * A page with its response's policy nonce, for the provider script that needs one (PayPal's). It sits
 * in a `nonce` attribute, which the browser hides from the page's markup once read.
 */
export function withCspNonce(html: string, nonce: string | undefined) {
  return nonce
    ? html.replace(NONCE_META, () => `<meta property="csp-nonce" nonce="${escapeHtml(nonce)}" />`)
    : html;
}

/** The built index.html with the server's settings written in, served for every page address. */
export function configureIndexHtml(
  template: string,
  settings: { hostBackofficeUrl: string; publicUrl: string; map: MapTilesConfig },
) {
  const values: [string, string][] = [
    ['host-backoffice-url', settings.hostBackofficeUrl],
    ['public-url', settings.publicUrl],
    ['map-tiles-url', settings.map.tilesUrl ?? ''],
    ['map-attribution', settings.map.attribution],
  ];
  return values.reduce((html, [name, value]) => setMetaContent(html, `scrivania:${name}`, value), template);
}

/**
 * The template of server-rendered pages: the app's own script and its preloads give way to the boot
 * script, which finds them in meta elements and loads them once the page's photo is painted (decisions
 * 016 and 058).
 */
export function withBootScript(html: string, bootScript: string) {
  const appScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!appScript?.[1]) return html;
  const boot = `<meta name="${APP_SCRIPT_META_NAME}" content="${escapeHtml(appScript[1])}" /><script type="module" crossorigin src="${escapeHtml(bootScript)}"></script>`;
  return html
    .replace(appScript[0], () => boot)
    .replace(
      /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g,
      (_link, href: string) => `<meta name="${APP_PRELOAD_META_NAME}" content="${escapeHtml(href)}" />`,
    );
}

/** A page rendered on the server in its template: its head, markup and the answers it was made from. */
export function renderedDocument(template: string, page: RenderedPage) {
  let html = template.replace(
    /<title>[^<]*<\/title>/,
    () => `${page.preloads}<title>${escapeHtml(page.head.title)}</title>`,
  );
  html = setMetaContent(html, 'description', page.head.description);
  html = setMetaContent(html, 'keywords', page.head.keywords);
  html = html.replace('</head>', () => `${page.head.tags}</head>`);
  return html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${page.html}</div><script type="application/json" id="${RENDERED_STATE_ELEMENT_ID}">${scriptJson(page.state)}</script>`,
  );
}
