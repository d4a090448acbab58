/**
 * The contract between the web app's server entry and the API server that serves its pages
 * (decision 016): the API server hands the entry a way to read its own public answers, and gets back
 * the markup of the pages the app renders on the server.
 */

/** The document head of a rendered page. */
export interface RenderedHead {
  /** Full title, site suffix included. */
  title: string;
  description: string;
  keywords: string;
  /** The page's other head elements as markup: canonical address, robots, link previews, JSON-LD. */
  tags: string;
}

export interface RenderedPage {
  /** Markup of the app's root element. */
  html: string;
  /** Resource hints for the head (the first photo's preload): ahead of the scripts, so it is fetched first. */
  preloads: string;
  head: RenderedHead;
  /** The API answers the markup was rendered from, for the browser to start from the same data (JSON). */
  state: unknown;
}

/** One public API answer for a GET path below the API prefix (no leading slash), or null when it is not a success. */
export type ApiReader = (path: string) => Promise<unknown>;

export interface PageRendererOptions {
  readApi: ApiReader;
  hostBackofficeUrl: string;
  /** The site's public origin, which canonical addresses and link previews name. */
  publicUrl: string;
}

export interface PageRenderer {
  /**
   * The one address that stands for every URL showing the same rendered page: the route's own spelling
   * of the path and only the query parameters the page reads. Renderings are reused under it, so other
   * spellings and query strings (random ones, tracking ones) cannot force a rendering each. Null when
   * the page is left to the browser.
   */
  pageUrl(url: string): string | null;
  /** Renders the page at an address `pageUrl` gave, or answers null when that page is left to the browser. */
  render(pageUrl: string): Promise<RenderedPage | null>;
}

export type CreatePageRenderer = (options: PageRendererOptions) => PageRenderer;

/** The id of the element carrying `RenderedPage.state` in the served document. */
export const RENDERED_STATE_ELEMENT_ID = 'scrivania-state';

/** The meta element naming the app's script in a rendered page, which its boot script loads (decision 016). */
export const APP_SCRIPT_META_NAME = 'scrivania:app-script';

/**
 * The meta elements naming the modules the app's script imports, which the boot script asks for all at
 * once when it loads the app (decision 058): in the head as preloads, they would compete with the photo.
 */
export const APP_PRELOAD_META_NAME = 'scrivania:app-preload';

/** Where the web build records the boot script's hashed file, relative to the built app. */
export const BOOT_MANIFEST_FILE = '.vite/boot-manifest.json';
