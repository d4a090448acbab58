import type { CreatePageRenderer } from '@scrivania/core/page-render';
import { dehydrate, type Query, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { canonicalPath, renderedPageUrl } from './app/page-url.ts';
import { routes, serverRenderedQuery } from './app/router.tsx';
import {
  ADDRESS_HEAD_ATTRIBUTE,
  addressHeadTags,
  type DocumentMeta,
  formatTitle,
  headTagsHtml,
  metaHeadTags,
  PAGE_HEAD_ATTRIBUTE,
  ServerDocumentMeta,
} from './lib/document-meta.ts';
import { componentsLoaded } from './lib/lazy-component.ts';
import { createQueryClient } from './lib/query-client.ts';
import { setServerSiteConfig } from './lib/site-config.ts';

/**
 * The page is rendered, then the API answers its screens asked for and did not have are read, and it
 * is rendered again with them; the property page needs two rounds (its layout and property, then the
 * property's reviews). A page that keeps asking stops after this many, and the browser asks the rest.
 */
const MAX_READ_ROUNDS = 3;

/** Queries keyed by their API path (['api', path, ...]) can be answered on the server. */
function apiPathOf(query: Query): string | undefined {
  const [scope, path] = query.queryKey;
  return scope === 'api' && typeof path === 'string' ? path : undefined;
}

/**
 * A Suspense boundary `renderToString` could not finish: a lazy component (the home page's carousel)
 * was not loaded yet. The browser would draw it over again and report that as a recoverable error.
 */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/** The server half of decision 016: the pages whose route says so, rendered with their API answers. */
export const createPageRenderer: CreatePageRenderer = ({ readApi, hostBackofficeUrl, publicUrl }) => {
  setServerSiteConfig({ hostBackofficeUrl, publicUrl });
  const handler = createStaticHandler(routes);

  async function render(url: string) {
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response || context.statusCode !== 200) return null;
    if (!context.matches.some((match) => serverRenderedQuery(match.route.handle) !== undefined)) return null;

    const queryClient: QueryClient = createQueryClient();
    const router = createStaticRouter(handler.dataRoutes, context);
    const asked = new Set<string>();
    let html = '';
    let meta: DocumentMeta | undefined;
    for (let round = 0; ; round++) {
      const collected: { meta: DocumentMeta | undefined } = { meta: undefined };
      html = renderToString(
        <StrictMode>
          <ServerDocumentMeta.Provider value={collected}>
            <QueryClientProvider client={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </QueryClientProvider>
          </ServerDocumentMeta.Provider>
        </StrictMode>,
      );
      meta = collected.meta;
      const finished = !html.includes(UNFINISHED_BOUNDARY);
      if (round === MAX_READ_ROUNDS) break;
      const missing = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && !asked.has(query.queryHash));
      const reads = missing.flatMap((query) => {
        asked.add(query.queryHash);
        const path = apiPathOf(query);
        if (path === undefined) return [];
        return [
          readApi(path).then((answer) => {
            if (answer !== null) queryClient.setQueryData(query.queryKey, answer);
          }),
        ];
      });
      if (reads.length === 0 && finished) break;
      await Promise.all([...reads, componentsLoaded()]);
    }
    // Sent bare instead, the page is drawn by the browser as a whole.
    if (html.includes(UNFINISHED_BOUNDARY)) throw new Error(`${url} rendered with unfinished boundaries`);

    // React writes the resources it wants preloaded (the photo marked fetchpriority high) ahead of the
    // markup; the server puts them first in the head instead.
    const [, preloads = '', markup = html] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
    return {
      html: markup,
      preloads,
      head: {
        title: formatTitle(meta?.title),
        description: meta?.description ?? '',
        keywords: meta?.keywords ?? '',
        tags:
          headTagsHtml(addressHeadTags(canonicalPath(routes, url)), ADDRESS_HEAD_ATTRIBUTE) +
          (meta ? headTagsHtml(metaHeadTags(meta), PAGE_HEAD_ATTRIBUTE) : ''),
      },
      state: dehydrate(queryClient),
    };
  }

  return { pageUrl: (url) => renderedPageUrl(routes, url), render };
};
