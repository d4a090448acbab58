import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@scrivania/core/messages.it';
import { BOOT_MANIFEST_FILE, type PageRenderer } from '@scrivania/core/page-render';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MapTilesConfig } from '../config.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import type { FileStore } from '../providers/file-store.ts';
import { declareScopeAccess } from './access.ts';
import { cspNonce } from './content-security.ts';
import { isServablePath } from './static-paths.ts';
import { registerStoredImages } from './stored-images.ts';
import { configureIndexHtml, renderedDocument, withBootScript, withCspNonce } from './web-document.ts';

const RENDERED_PAGE_ENTRIES = 1_000;
/**
 * A rendered page is about 60 KB of text (more for a long listing), so a thousand of them could hold
 * 60 MB or more; the characters they add up to are bounded too (one byte each in memory, two on a page
 * with a character outside Latin-1, such as the euro sign): the last hundred or so pages (decision 063).
 */
const RENDERED_PAGE_CHARACTERS = 8_000_000;

/** The boot script of server-rendered pages; without it they load the app at once, as other pages do. */
async function readBootScript(app: FastifyInstance, webDistDir: string): Promise<string | undefined> {
  try {
    const manifest = JSON.parse(await readFile(path.join(webDistDir, BOOT_MANIFEST_FILE), 'utf8')) as Record<
      string,
      { file?: string; isEntry?: boolean }
    >;
    const file = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
    if (file) return `/${file}`;
  } catch (error) {
    app.log.warn({ err: error }, 'no boot script for server-rendered pages');
  }
  return undefined;
}

/** Uploaded and site images (from the disk, or the bucket), and the built web app with long-lived hashed assets. */
async function registerFileRoutes(
  app: FastifyInstance,
  options: { imagesDir: string; files: FileStore; webDistDir: string | undefined },
) {
  if (options.files.kind === 'disk') {
    await app.register(fastifyStatic, {
      root: options.imagesDir,
      prefix: '/backend/images/',
      decorateReply: false,
      index: false,
      list: false,
      maxAge: '7d',
      dotfiles: 'ignore',
      allowedPath: (pathName) => isServablePath(pathName),
    });
  } else {
    registerStoredImages(app, options.files);
  }

  if (options.webDistDir) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      decorateReply: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      dotfiles: 'ignore',
      // index.html (also asked for as the directory /) is served by the fallback below, with the
      // configuration written into it, whatever encodings the client accepts; the build's
      // own records (in .vite/) are for this server only.
      allowedPath: (pathName) => isServablePath(pathName, ['/', '/index.html']),
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
}

/**
 * Uploaded and site images, the built web app with long-lived hashed assets, and the page fallback:
 * the pages the web app renders on the server come rendered, any other address gets the bare app.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: {
    imagesDir: string;
    files: FileStore;
    webDistDir: string | undefined;
    hostBackofficeUrl: string;
    publicUrl: string;
    map: MapTilesConfig;
    renderPage?: PageRenderer | undefined;
    renderedPageTtlMs: number;
    /** Subscribes to listing and content changes, after which rendered pages are drawn afresh. */
    onPublicChange: (forget: () => void) => void;
  },
) {
  // The routes @fastify/static adds cannot declare an access of their own: files are for anybody.
  await app.register(async (files) => {
    declareScopeAccess(files, 'public');
    await registerFileRoutes(files, options);
  });
  const indexHtml = options.webDistDir
    ? configureIndexHtml(await readFile(path.join(options.webDistDir, 'index.html'), 'utf8'), options)
    : undefined;

  const { renderPage } = options;
  const bootScript =
    renderPage && options.webDistDir ? await readBootScript(app, options.webDistDir) : undefined;
  // Rendered pages load the boot script instead of the app's: their template is worked out once here.
  const renderedTemplate = indexHtml && bootScript ? withBootScript(indexHtml, bootScript) : indexHtml;
  // Pages are rendered for guests only, so one rendering serves every visitor for a few seconds, under
  // the page's own address: other spellings and query strings the page does not read share it.
  const rendered = createTtlCache<string>({
    ttlMs: options.renderedPageTtlMs,
    maxEntries: RENDERED_PAGE_ENTRIES,
    maxWeight: { limit: RENDERED_PAGE_CHARACTERS, weigh: (html) => html.length },
    onLookup: app.metrics.cacheLookups('rendered_pages'),
  });
  options.onPublicChange(rendered.clear);
  // A page that fails to render on the server still works: the browser renders it, as any other.
  async function pageHtml(request: FastifyRequest, bare: string): Promise<string> {
    const pageUrl = renderPage?.pageUrl(request.url);
    if (!renderPage || !pageUrl) return bare;
    return rendered.get(pageUrl, async () => {
      try {
        const page = await renderPage.render(pageUrl);
        return page ? renderedDocument(renderedTemplate ?? bare, page) : bare;
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed; the page goes out unrendered');
        return bare;
      }
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (an old hashed asset, say) is a 404; only page addresses get the app.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (indexHtml && wantsPage && !looksLikeFile && !pathname.startsWith('/backend/')) {
      // Client routes (any spelling) are resolved by the web app, which redirects unknown ones to /.
      const html = withCspNonce(await pageHtml(request, indexHtml), cspNonce(reply));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.code(404).send({ success: false, message: messages.api.notFound });
  });
}
